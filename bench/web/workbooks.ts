/**
 * The two accounts of the web benchmark, cached under bench/out/:
 * - the 20 MB generated workbook of the API benchmark (bench/api/workbooks.ts, same bytes);
 * - a 5,000-campaign account. With its search terms it would be about 38 MB, over the 20 MB
 *   upload limit, so it is written without the search-term tabs (18 MB): the campaign audit,
 *   which is what the Summary and the table show, is complete.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBulkWorkbook, generateBulkFixture } from '@ads-auditor/audit/fixtures';
import { WORKBOOK_SOURCE, workbookOfSize } from '../api/workbooks.js';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');
const SEED = 7;
/** The server's and the page's limit (20 MB of 2^20 bytes). */
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export interface BenchWorkbook {
  label: string;
  fileName: string;
  bytes: Buffer;
  source: string;
}

function cached(name: string, make: () => Uint8Array): string {
  const file = join(OUT_DIR, name);
  if (!existsSync(file)) {
    mkdirSync(OUT_DIR, { recursive: true });
    process.stderr.write(`generating ${file}...\n`);
    writeFileSync(file, make());
  }
  return file;
}

function benchWorkbook(label: string, bytes: Uint8Array, source: string): BenchWorkbook {
  if (bytes.byteLength > UPLOAD_LIMIT_BYTES) throw new Error(`the ${label} workbook is ${bytes.byteLength} bytes, over the upload limit`);
  return { label, fileName: `bench-web-${label}.xlsx`, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), source };
}

export function twentyMegabyteWorkbook(): BenchWorkbook {
  return benchWorkbook('20mb', workbookOfSize(20), WORKBOOK_SOURCE);
}

export function fiveThousandCampaignWorkbook(): BenchWorkbook {
  const campaigns = 5000;
  const file = cached(`web-${campaigns}c-no-search-terms-seed${SEED}.xlsx`, () =>
    buildBulkWorkbook(generateBulkFixture({ campaigns, seed: SEED }), { allTabs: true, searchTerms: false, sbTabs: 'multi' }),
  );
  return benchWorkbook(`${campaigns}-campaigns`, readFileSync(file), `generateBulkFixture (${campaigns} campaigns, seed ${SEED}) without search-term tabs, SB multi-ad-group tab only`);
}
