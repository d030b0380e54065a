/**
 * The benchmark workbooks: generated accounts of about 2, 10 and 20 MB (generateBulkWorkbook,
 * seed 1), written once and cached under bench/out/ (gitignored).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMPAIGNS_FOR_MEGABYTES, generateBulkWorkbook } from '@ads-auditor/audit/fixtures';

export const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');
export const SIZES = [2, 10, 20] as const;
export type Size = (typeof SIZES)[number];
const SEED = 1;

/** Path of the cached workbook of about `megabytes` MB, generating it first if needed. */
export function workbookOfSize(megabytes: Size): string {
  const campaigns = CAMPAIGNS_FOR_MEGABYTES[megabytes];
  const path = join(OUT_DIR, `engine-${megabytes}mb-${campaigns}c-seed${SEED}.xlsx`);
  if (!existsSync(path)) {
    mkdirSync(OUT_DIR, { recursive: true });
    process.stderr.write(`generating ${path} (${campaigns} campaigns)...\n`);
    writeFileSync(path, generateBulkWorkbook({ campaigns, seed: SEED }));
  }
  return path;
}
