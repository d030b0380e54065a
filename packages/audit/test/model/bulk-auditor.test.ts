import { describe, expect, test } from 'vitest';
import { AuditError } from '../../src/errors.js';
import { bulkWorkbookSheets, LAYOUTS, type BulkLayout } from '../../src/fixtures/index.js';
import { SP_HEADERS } from '../../src/bulk/headers.js';
import { metricCells, TabLayout, type RowValues } from '../../src/fixtures/tab-layout.js';
import { NOT_A_BULK_FILE_MESSAGE } from '../../src/model/bulk-auditor.js';
import { auditFixture, auditSheets, campaignNamed } from '../helpers/audit-fixture.js';
import { m, SMALL_ACCOUNT } from '../helpers/sample-fixture.js';
import type { RowSheet } from '../helpers/visit-rows.js';

const sp = new TabLayout(SP_HEADERS, LAYOUTS['us-2026']);
const spRow = (values: RowValues) => sp.row({ Product: 'Sponsored Products', ...values });
const SP_TAB = 'Sponsored Products Campaigns';

/** Replaces one tab's rows (keeping its header) in a fixture workbook. */
function withTab(sheets: RowSheet[], name: string, rows: (header: unknown[]) => RowSheet['rows']): RowSheet[] {
  return sheets.map((s) => (s.name === name ? { name, rows: rows([...s.rows][0]) } : s));
}

describe('BulkAuditor', () => {
  test('builds SP, SB and SD campaigns from their own Campaign rows, highest spend first', () => {
    const { campaigns } = auditFixture(SMALL_ACCOUNT);
    expect(campaigns.map((c) => [c.name, c.type_code, c.type])).toEqual([
      ['SP Manual Exact', 'SP', 'Sponsored Products'],
      ['SB Video', 'SB', 'Sponsored Brands'],
      ['SP Auto', 'SP', 'Sponsored Products'],
      ['SD Contextual', 'SD', 'Sponsored Display'],
    ]);
    expect(campaignNamed(campaigns, 'SP Manual Exact').metrics).toMatchObject({ spend: 126.9, sales: 425.1, clicks: 107, impressions: 2400, orders: 11 });
  });

  test.each<BulkLayout>(['sentence-case', 'legacy-48', 'read-only-2022'])('the %s layout gives the same audit as the 2026 US layout', (layout) => {
    const reference = auditFixture(SMALL_ACCOUNT, { allTabs: true });
    const result = auditFixture(SMALL_ACCOUNT, { layout, allTabs: true });
    expect(result.campaigns).toEqual(reference.campaigns);
    expect(result.summary).toEqual(reference.summary);
    expect(result.report.warnings).toEqual([]);
  });

  test('Sponsored Brands: with both tabs only the multi-ad-group tab is read, never added to the legacy one', () => {
    const result = auditFixture(SMALL_ACCOUNT, { sbTabs: 'both' });
    expect(result.campaigns.filter((c) => c.type_code === 'SB')).toHaveLength(1);
    expect(result.report.sheets_used).toEqual([SP_TAB, 'SB Multi Ad Group Campaigns', 'Sponsored Display Campaigns']);
    expect(result.summary.account.spend).toBeCloseTo(126.9 + 60.3 + 38.31 + 15, 9);
    expect(result.summary.by_campaign_type.find((t) => t.key === 'SB')!.metrics.spend).toBeCloseTo(60.3, 9);
  });

  test('Sponsored Brands: the legacy tab alone is the fallback', () => {
    const result = auditFixture(SMALL_ACCOUNT, { sbTabs: 'legacy' });
    expect(result.report.sheets_used).toContain('Sponsored Brands Campaigns');
    expect(campaignNamed(result, 'SB Video').metrics.spend).toBeCloseTo(60.3, 9);
    expect(result.report.warnings).toEqual([]);
  });

  test('an SB multi-ad-group tab with no campaign rows falls back to the legacy tab', () => {
    const sheets = withTab(bulkWorkbookSheets(SMALL_ACCOUNT), 'SB Multi Ad Group Campaigns', (header) => [header as never]);
    const result = auditSheets(sheets);
    expect(result.campaigns.filter((c) => c.type_code === 'SB')).toHaveLength(1);
    expect(result.report.sheets_used).toContain('Sponsored Brands Campaigns');
    expect(result.report.sheets_used).not.toContain('SB Multi Ad Group Campaigns');
  });

  test('row problems of the SB tab that was not used are not reported', () => {
    const sheets = withTab(bulkWorkbookSheets(SMALL_ACCOUNT), 'Sponsored Brands Campaigns', (header) => [
      header as never,
      [null, 'Hologram'],
    ]);
    expect(auditSheets(sheets).report.warnings).toEqual([]);
  });

  test('orphan rows, rows without IDs and unknown entities are left out with warnings', () => {
    const rows = [
      sp.header,
      spRow({ Entity: 'Campaign', 'Campaign ID': '1', 'Campaign Name': 'Real', State: 'enabled', ...metricCells(m(10, 1, 2, 4, 1)) }),
      spRow({ Entity: 'Keyword', 'Campaign ID': '999', 'Ad Group ID': '5', 'Keyword Text': 'lost', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Keyword', 'Campaign ID': '998', 'Ad Group ID': '5', 'Keyword Text': 'lost', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Keyword', 'Campaign ID': '998', 'Ad Group ID': '5', 'Keyword Text': 'lost too', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Product Ad', 'Campaign ID': '1', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Keyword', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Hologram', 'Campaign ID': '1' }),
      spRow({ Entity: 'Hologram', 'Campaign ID': '1' }),
      spRow({ Entity: 'Draft Campaign', 'Campaign ID': '1' }),
      sp.row({}),
    ];
    const result = auditSheets([{ name: SP_TAB, rows }]);
    expect(result.campaigns.map((c) => c.name)).toEqual(['Real']);
    expect(result.campaigns[0].metrics.spend).toBe(2);
    expect(result.report.warnings.slice(0, 5)).toEqual([
      "Tab 'Sponsored Products Campaigns': 1 row without a Campaign ID was left out.",
      "Tab 'Sponsored Products Campaigns': 1 row without an Ad Group ID was left out.",
      "Tab 'Sponsored Products Campaigns': 2 rows with unknown entity 'Hologram' were left out.",
      "Tab 'Sponsored Products Campaigns': 1 row refers to campaign 999, which has no Campaign row; it was left out.",
      "Tab 'Sponsored Products Campaigns': 2 rows refer to campaign 998, which has no Campaign row; they were left out.",
    ]);
  });

  test('missing optional tabs are reported, present ones are not', () => {
    const onlySp = auditSheets(bulkWorkbookSheets(SMALL_ACCOUNT).filter((s) => s.name === SP_TAB));
    expect(onlySp.report.warnings).toEqual([
      "No 'SB Multi Ad Group Campaigns' tab: Sponsored Brands campaigns are not included. Tick Sponsored Brands multi ad group when you create the bulk file.",
      "No 'Sponsored Display Campaigns' tab: Sponsored Display campaigns are not included. Tick Sponsored Display when you create the bulk file.",
      "No 'SP Search Term Report' tab: Sponsored Products search terms are not available. Tick the search term data option when you create the bulk file.",
      "No 'SB Search Term Report' tab: Sponsored Brands search terms are not available. Tick the search term data option when you create the bulk file.",
    ]);
    expect(onlySp.report.sheets_found).toEqual([SP_TAB]);
    const legacyOnly = auditFixture(SMALL_ACCOUNT, { sbTabs: 'legacy' });
    expect(legacyOnly.report.warnings.some((w) => w.includes('SB Multi Ad Group'))).toBe(false);
  });

  test('a workbook without a usable campaign tab is refused with a clear error', () => {
    expect(() => auditSheets([{ name: 'Sheet1', rows: [['a'], ['b']] }])).toThrow(AuditError);
    expect(() => auditSheets([{ name: SP_TAB, rows: [['Product', 'Spend'], ['x', 1]] }])).toThrow(NOT_A_BULK_FILE_MESSAGE);
    try {
      auditSheets([{ name: 'Sheet1', rows: [['a']] }]);
    } catch (error) {
      expect((error as AuditError).code).toBe('not_a_bulk_file');
    }
  });

  test('a campaign tab without an Entity column is skipped with a warning when another tab is usable', () => {
    const sheets: RowSheet[] = bulkWorkbookSheets(SMALL_ACCOUNT, { omitTabs: ['Sponsored Display Campaigns'] });
    sheets.push({ name: 'Sponsored Display Campaigns', rows: [['Product', 'Campaign ID'], ['Sponsored Display', '1']] });
    const result = auditSheets(sheets);
    expect(result.campaigns).toHaveLength(3);
    expect(result.report.warnings).toContain("Tab 'Sponsored Display Campaigns' has no 'Entity' column and was skipped.");
    expect(result.report.sheets_used).not.toContain('Sponsored Display Campaigns');
  });

  test('the summary is built from the campaigns', () => {
    const result = auditFixture(SMALL_ACCOUNT);
    expect(result.summary.account.spend).toBeCloseTo(result.campaigns.reduce((s, c) => s + c.metrics.spend, 0), 9);
    expect(result.summary.top_campaigns.map((t) => t.n)).toEqual([5, 10, 15, 20]);
  });
});
