import { describe, expect, test } from 'vitest';
import { AuditError } from '../../src/errors.js';
import { bulkWorkbookSheets, generateBulkWorkbook } from '../../src/fixtures/index.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { auditWorkbookParallel } from '../../src/node/audit-workbook-parallel.js';
import { readSearchTerms } from '../../src/node/read-search-terms.js';
import { digestSearchTerms } from '../../src/node/search-term-digest.js';
import { WorkbookError, type ReadProgress } from '../../src/xlsx/types.js';
import { workbookEntries, writeWorkbook } from '../../src/xlsx/writer.js';
import { zip } from '../../src/xlsx/zip-writer.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

const workbook = generateBulkWorkbook({ campaigns: 30, seed: 3 });

/** Rows read per sheet, from the last progress report of each. */
function rowsBySheet(progress: ReadProgress[]): Map<string, number> {
  return new Map(progress.map((p) => [p.sheet, p.rowsRead]));
}

describe('auditWorkbookParallel', () => {
  test('answers what the campaign audit and the search terms give when read one after the other', async () => {
    const progress: ReadProgress[] = [];
    const { audit, searchTerms } = await auditWorkbookParallel(workbook, { onProgress: (p) => progress.push(p) });
    expect(audit).toEqual(await auditBulkWorkbook(workbook));
    expect(searchTerms).toEqual(digestSearchTerms(await readSearchTerms(workbook)));
    // Progress comes from both threads: the campaign tabs here, the search term tabs from the worker.
    const sheets = [...rowsBySheet(progress).keys()];
    expect(sheets).toEqual(expect.arrayContaining(['Sponsored Products Campaigns', 'SP Search Term Report', 'SB Search Term Report']));
  });

  test('the row cap holds for both threads together', async () => {
    const progress: ReadProgress[] = [];
    await auditWorkbookParallel(workbook, { onProgress: (p) => progress.push(p) });
    const rows = [...rowsBySheet(progress)];
    const total = rows.reduce((sum, [, n]) => sum + n, 0);
    const searchTermRows = rows.filter(([name]) => name.includes('Search Term')).reduce((sum, [, n]) => sum + n, 0);
    // Enough for either thread alone, not for both.
    const cap = Math.max(searchTermRows, total - searchTermRows) + 1;
    expect(cap).toBeLessThan(total);
    const error = await auditWorkbookParallel(workbook, { limits: { maxRows: cap } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkbookError);
    expect(error).toMatchObject({ code: 'too_many_rows' });
    await expect(auditWorkbookParallel(workbook, { limits: { maxRows: total } })).resolves.toBeDefined();
  });

  test("a damaged search term tab fails the audit with the worker's WorkbookError", async () => {
    const entries = workbookEntries(bulkWorkbookSheets(SMALL_ACCOUNT));
    const searchTab = bulkWorkbookSheets(SMALL_ACCOUNT).findIndex((s) => s.name === 'SP Search Term Report');
    const entry = entries.find((e) => e.name === `xl/worksheets/sheet${searchTab + 1}.xml`)!;
    entry.data = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><worksheet><sheetData/></worksheet>';
    const error = await auditWorkbookParallel(zip(entries)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkbookError);
    expect(error).toMatchObject({ code: 'forbidden_xml' });
  });

  test('bytes that are not a bulk file fail like auditBulkWorkbook', async () => {
    await expect(auditWorkbookParallel(new TextEncoder().encode('hello'))).rejects.toBeInstanceOf(WorkbookError);
    const notBulk = writeWorkbook([{ name: 'Sheet1', rows: [['a'], [1]] }]);
    await expect(auditWorkbookParallel(notBulk)).rejects.toBeInstanceOf(AuditError);
  });
});
