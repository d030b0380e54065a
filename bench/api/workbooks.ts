/**
 * Bulk workbooks of a given size for the API benchmarks, written by the engine's generator
 * (generateBulkWorkbook: a realistic SP/SB/SD account with search terms) and cached under
 * bench/out/ (ignored by git).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBulkWorkbook } from '@ads-auditor/audit/fixtures';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');
const SEED = 7;

/** The upload limit is BULK_UPLOAD_MAX_MB (20) * 2^20 bytes: a "20 MB" workbook stays just under it. */
const UPLOAD_LIMIT = Number(process.env.BULK_UPLOAD_MAX_MB ?? 20) * 1024 * 1024;

/** The path of a workbook of about `megabytes` MB (10^6 bytes), generated once then cached. */
export function workbookFileOfSize(megabytes: number): string {
  const file = join(OUT_DIR, `api-${megabytes}mb-seed${SEED}.xlsx`);
  if (!existsSync(file)) {
    mkdirSync(OUT_DIR, { recursive: true });
    const target = Math.min(megabytes * 1e6, UPLOAD_LIMIT * 0.98);
    // Size grows about linearly with campaigns: two corrections from a small probe land close.
    let campaigns = Math.max(1, Math.round(target / (generateBulkWorkbook({ campaigns: 100, seed: SEED }).length / 100)));
    let bytes = generateBulkWorkbook({ campaigns, seed: SEED });
    for (let step = 0; step < 2 && Math.abs(bytes.length - target) > target * 0.02; step += 1) {
      campaigns = Math.max(1, Math.floor((campaigns * target) / bytes.length));
      bytes = generateBulkWorkbook({ campaigns, seed: SEED });
    }
    if (bytes.length > UPLOAD_LIMIT) throw new Error(`generated ${bytes.length} bytes, over the upload limit`);
    writeFileSync(file, bytes);
  }
  return file;
}

/** The bytes of a workbook of about `megabytes` MB (10^6 bytes), generated once then cached. */
export function workbookOfSize(megabytes: number): Uint8Array {
  return new Uint8Array(readFileSync(workbookFileOfSize(megabytes)));
}

export const WORKBOOK_SOURCE = `generateBulkWorkbook (seed ${SEED})`;
