import { describe, expect, test } from 'vitest';
import { buildBulkWorkbook, bulkWorkbookSheets, type BulkLayout } from '../../src/fixtures/index.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { AuditError } from '../../src/errors.js';
import { writeWorkbook } from '../../src/xlsx/writer.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

const LAYOUT_NAMES: BulkLayout[] = ['us-2026', 'sentence-case', 'legacy-48', 'read-only-2022'];

describe('auditBulkWorkbook', () => {
  test.each(LAYOUT_NAMES)('reads the %s layout to the same campaigns', async (layout) => {
    const reference = await auditBulkWorkbook(buildBulkWorkbook(SMALL_ACCOUNT));
    const result = await auditBulkWorkbook(buildBulkWorkbook(SMALL_ACCOUNT, { layout, allTabs: true }));
    expect(result.campaigns).toEqual(reference.campaigns);
    expect(result.summary).toEqual(reference.summary);
    const manual = result.campaigns.find((c) => c.name === 'SP Manual Exact')!;
    expect(manual.ad_groups[0].keywords.map((k) => [k.text, k.match_type])).toEqual([
      ['snore stopper', 'Exact'],
      ['anti snore', 'Phrase'],
    ]);
    expect(manual.ad_groups[0].products[0].asin).toBe('B000000001');
    expect(manual.placements.map((p) => p.placement)).toContain('Placement Rest Of Search');
  });

  test('the sentence-case layout writes en-dash strategies and lower-case tab names that still match', async () => {
    const result = await auditBulkWorkbook(buildBulkWorkbook(SMALL_ACCOUNT, { layout: 'sentence-case' }));
    expect(result.report.sheets_found).toContain('Sponsored Display campaigns');
    expect(result.campaigns.find((c) => c.name === 'SP Auto')!.bidding_strategy).toBe('Dynamic bids - up and down');
    expect(result.campaigns.find((c) => c.type_code === 'SD')).toBeDefined();
  });

  test('reports progress and the sheets read', async () => {
    const progress: string[] = [];
    const result = await auditBulkWorkbook(buildBulkWorkbook(SMALL_ACCOUNT, { allTabs: true }), {
      onProgress: (p) => progress.push(p.sheet),
    });
    expect(result.report.sheets_found).toHaveLength(13);
    expect(result.report.sheets_used).toEqual([
      'Sponsored Products Campaigns',
      'SB Multi Ad Group Campaigns',
      'Sponsored Display Campaigns',
    ]);
    expect(progress).toContain('Sponsored Products Campaigns');
    expect(progress).not.toContain('SP Search Term Report');
    expect(result.report.warnings).toEqual([]);
  });

  test('with both SB tabs, the legacy tab is not read when the multi-ad-group tab has campaigns', async () => {
    const progress = new Set<string>();
    const result = await auditBulkWorkbook(buildBulkWorkbook(SMALL_ACCOUNT, { sbTabs: 'both' }), {
      onProgress: (p) => progress.add(p.sheet),
    });
    expect([...progress]).toEqual(['Sponsored Products Campaigns', 'SB Multi Ad Group Campaigns', 'Sponsored Display Campaigns']);
    expect(result.report.sheets_used).toEqual([...progress]);
    expect(result.campaigns.filter((c) => c.type_code === 'SB').map((c) => c.name)).toEqual(['SB Video']);
  });

  test('with both SB tabs, the legacy tab is read and used when the multi-ad-group tab has no campaigns', async () => {
    const multiTab = 'SB Multi Ad Group Campaigns';
    const sheets = bulkWorkbookSheets(SMALL_ACCOUNT, { sbTabs: 'both' }).map((s) => (s.name === multiTab ? { name: s.name, rows: [[...s.rows][0]] } : s));
    expect(sheets.map((s) => s.name)).toContain(multiTab);
    const progress = new Set<string>();
    const result = await auditBulkWorkbook(writeWorkbook(sheets), {
      onProgress: (p) => progress.add(p.sheet),
    });
    expect(progress).toContain('Sponsored Brands Campaigns');
    expect(result.report.sheets_used).toEqual(['Sponsored Products Campaigns', 'Sponsored Brands Campaigns', 'Sponsored Display Campaigns']);
    expect(result.campaigns.filter((c) => c.type_code === 'SB').map((c) => c.name)).toEqual(['SB Video']);
  });

  test('warns about missing optional tabs', async () => {
    const result = await auditBulkWorkbook(buildBulkWorkbook(SMALL_ACCOUNT, { searchTerms: false, omitTabs: ['Sponsored Display Campaigns'] }));
    expect(result.campaigns.some((c) => c.type_code === 'SD')).toBe(false);
    expect(result.report.warnings).toEqual([
      "No 'Sponsored Display Campaigns' tab: Sponsored Display campaigns are not included. Tick Sponsored Display when you create the bulk file.",
      "No 'SP Search Term Report' tab: Sponsored Products search terms are not available. Tick the search term data option when you create the bulk file.",
      "No 'SB Search Term Report' tab: Sponsored Brands search terms are not available. Tick the search term data option when you create the bulk file.",
    ]);
  });

  test('a workbook without campaign tabs is not a bulk file', async () => {
    const bytes = writeWorkbook([{ name: 'Sheet1', rows: [['a', 'b'], [1, 2]] }]);
    await expect(auditBulkWorkbook(bytes)).rejects.toThrow(AuditError);
    await expect(auditBulkWorkbook(bytes)).rejects.toThrow(/not an Amazon Ads bulk file/);
  });

  test('bytes that are not a workbook fail with the reader error', async () => {
    await expect(auditBulkWorkbook(new TextEncoder().encode('hello'))).rejects.toMatchObject({ name: 'WorkbookError' });
  });
});
