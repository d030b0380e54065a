/**
 * The audit made in the browser (DecompressionStream inflates) gives the very document the server
 * stores (node:zlib inflates, audit-worker.ts builds it the same way): compared whole, on fixture
 * workbooks and on the genuine Amazon download of ../shared/samples (never copied into the repo;
 * skipped with its reason when that folder is absent).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { buildBulkWorkbook, generateBulkWorkbook, type BulkLayout } from '../../src/fixtures/index.js';
import { auditWorkbookDocument, storedAuditHead } from '../../src/model/stored-audit.js';
import { CurrencyDetector } from '../../src/money/detect-currency.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { auditBulkWorkbookWith } from '../../src/model/audit-workbook-with.js';
import { browserInflater } from '../../src/xlsx/browser-inflater.js';
import { WorkbookError } from '../../src/xlsx/types.js';
import { writeWorkbook } from '../../src/xlsx/writer.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

const SAMPLE = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..', '..', 'shared', 'samples', 'zvalves_bulk.xlsx');
const about = { currency: 'USD', uploadId: 41, fileName: 'bulk.xlsx' };

/** The server's steps (audit-worker.ts, bulk_audit): the node reader, then the stored head and the campaigns. */
async function serverDocument(bytes: Uint8Array) {
  const told = new CurrencyDetector();
  const audit = await auditBulkWorkbook(bytes, { currency: told });
  return { ...storedAuditHead(audit, about, told.currency), campaigns: audit.campaigns };
}

async function expectSameDocument(bytes: Uint8Array) {
  const inBrowser = await auditWorkbookDocument(browserInflater, bytes, about);
  const onServer = await serverDocument(bytes);
  expect(inBrowser.campaigns.length).toBeGreaterThan(0);
  expect(inBrowser).toEqual(onServer);
  // The same JSON text, key order included: the page shows either without telling them apart.
  expect(JSON.stringify(inBrowser)).toBe(JSON.stringify(onServer));
}

describe('the audit made in the browser equals the stored one', () => {
  const layouts: BulkLayout[] = ['us-2026', 'sentence-case', 'legacy-48', 'read-only-2022'];
  test.each(layouts)('the %s layout', async (layout) => {
    await expectSameDocument(buildBulkWorkbook(SMALL_ACCOUNT, { layout, allTabs: true }));
  });

  test('a generated 2 MB workbook (parts inflated in many chunks)', async () => {
    await expectSameDocument(generateBulkWorkbook({ campaigns: 280, seed: 7 }));
  });

  test('a damaged workbook fails the same way on both paths (a WorkbookError, same code and message)', async () => {
    const good = buildBulkWorkbook(SMALL_ACCOUNT, { allTabs: true });
    const damaged = [good.slice(0, Math.floor(good.length * 0.6)), good.map((byte, i) => (i > 600 && i < 900 ? byte ^ 0x5a : byte))];
    for (const bytes of damaged) {
      const onServer = await serverDocument(bytes).then(() => null, (error: unknown) => error);
      const inBrowser = await auditWorkbookDocument(browserInflater, bytes, about).then(() => null, (error: unknown) => error);
      expect(onServer).toBeInstanceOf(WorkbookError);
      expect(inBrowser).toEqual(onServer);
      expect((inBrowser as WorkbookError).code).toBe((onServer as WorkbookError).code);
    }
  });

  test('a zip bomb is refused in the browser at the same cap', async () => {
    const bomb = writeWorkbook([{ name: 'Sponsored Products Campaigns', rows: [['Entity'], ...Array.from({ length: 40_000 }, () => ['Campaign'])] }]);
    const limits = { maxDecompressedBytes: 64 << 10 };
    const inBrowser = await auditBulkWorkbookWith(browserInflater, bomb, { limits }).catch((error: unknown) => error);
    expect(inBrowser).toMatchObject({ code: 'too_large' });
  });

  test.skipIf(!existsSync(SAMPLE))(`the shared sample zvalves_bulk.xlsx${existsSync(SAMPLE) ? '' : ` (skipped: ${SAMPLE} is absent)`}`, async () => {
    await expectSameDocument(new Uint8Array(readFileSync(SAMPLE)));
  });
});
