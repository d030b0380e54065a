import { describe, expect, test } from 'vitest';
import { bulkWorkbookSheets, LAYOUTS, type BulkFixtureOptions, type BulkFixture } from '../../src/fixtures/index.js';
import { SP_HEADERS } from '../../src/fixtures/headers.js';
import { TabLayout, metricCells, type RowValues } from '../../src/fixtures/tab-layout.js';
import { AuditError } from '../../src/errors.js';
import { BulkAuditor } from '../../src/model/bulk-auditor.js';
import { m, SMALL_ACCOUNT } from '../helpers/sample-fixture.js';
import { visitSheets, type RowSheet } from '../helpers/visit-rows.js';

function auditSheets(sheets: RowSheet[]) {
  const auditor = new BulkAuditor();
  return auditor.finish(visitSheets(sheets, auditor.selectSheet));
}
const audit = (fixture: BulkFixture = SMALL_ACCOUNT, options?: BulkFixtureOptions) => auditSheets(bulkWorkbookSheets(fixture, options));

const sp = new TabLayout(SP_HEADERS, LAYOUTS['us-2026']);
const spRow = (values: RowValues) => sp.row({ Product: 'Sponsored Products', ...values });

describe('BulkAuditor', () => {
  test('builds campaigns of every type with their own row figures, by spend', () => {
    const { campaigns } = audit();
    expect(campaigns.map((c) => [c.name, c.type_code, c.type])).toEqual([
      ['SP Manual Exact', 'SP', 'Sponsored Products'],
      ['SB Video', 'SB', 'Sponsored Brands'],
      ['SP Auto', 'SP', 'Sponsored Products'],
      ['SD Contextual', 'SD', 'Sponsored Display'],
    ]);
    const auto = campaigns.find((c) => c.name === 'SP Auto')!;
    expect(auto).toMatchObject({ id: '111111111111111', targeting: 'auto', bidding_strategy: 'Dynamic bids - up and down', state: 'enabled' });
    expect(auto.metrics.spend).toBeCloseTo(38.31, 10);
    expect(auto.metrics.clicks).toBe(50);
    expect([auto.ad_group_count, auto.product_count, auto.keyword_count]).toEqual([1, 2, 2]);
    expect(auto.daily_budget).toBe(25);
  });

  test('ad groups, keywords and targets carry their own rows; blank target bids inherit the default bid', () => {
    const { campaigns } = audit();
    const group = campaigns.find((c) => c.name === 'SP Auto')!.ad_groups[0];
    expect(group).toMatchObject({ id: '211111111111111', name: 'Auto group', state: 'enabled', default_bid: 0.5 });
    expect(group.product_targeting.map((t) => [t.expression, t.bid])).toEqual([
      ['close-match', 0.8],
      ['substitutes', 0.5],
    ]);
    expect(group.metrics.spend).toBeCloseTo(38.31, 10);
    const manual = campaigns.find((c) => c.name === 'SP Manual Exact')!.ad_groups[0];
    expect(manual.keywords[0]).toMatchObject({ text: 'snore stopper', match_type: 'Exact', bid: 1.2, state: 'enabled' });
    expect(manual.keywords[0].metrics.ctr).toBe(5);
  });

  test('campaign-level negatives are listed on each ad group with level "campaign"', () => {
    const { campaigns } = audit();
    const auto = campaigns.find((c) => c.name === 'SP Auto')!;
    expect(auto.ad_groups[0].negative_keywords).toEqual([{ keyword_text: 'free', match_type: 'Negative Phrase', state: 'enabled', level: 'campaign' }]);
    const manual = campaigns.find((c) => c.name === 'SP Manual Exact')!.ad_groups[0];
    expect(manual.negative_keywords).toEqual([{ keyword_text: 'cheap', match_type: 'Negative Exact', state: 'enabled', level: 'ad_group' }]);
    expect(manual.negative_targeting).toEqual([{ expression: 'asin="B0ZZZZZZZZ"', state: 'enabled', level: 'ad_group' }]);
  });

  test('placements come from bid adjustment rows and add up to the campaign', () => {
    const { campaigns } = audit();
    const manual = campaigns.find((c) => c.name === 'SP Manual Exact')!;
    expect(manual.placements.map((p) => [p.placement, p.percentage])).toEqual([
      ['Placement Top', 20],
      ['Placement Rest Of Search', 0],
      ['Placement Product Page', 0],
      ['Placement Amazon Business', 0],
    ]);
    const spend = manual.placements.reduce((s, p) => s + p.metrics.spend, 0);
    expect(spend).toBeCloseTo(manual.metrics.spend, 9);
    const sb = campaigns.find((c) => c.type_code === 'SB')!;
    expect(sb.placements.map((p) => p.placement)).toEqual(['Top of Search', 'Home', 'Detail Page', 'Other']);
  });

  test('a bid adjustment row with an audience instead of a placement is not a placement', () => {
    const sheets = bulkWorkbookSheets(SMALL_ACCOUNT, { sbTabs: 'multi' });
    const spSheet = sheets.find((s) => s.name === 'Sponsored Products Campaigns')!;
    const rows = [...spSheet.rows];
    rows.push(spRow({ Entity: 'Bidding Adjustment', 'Campaign ID': '111111111111111', 'Audience ID': '123', 'Shopper Cohort Type': 'Audience Segment', 'Shopper Cohort Percentage': 30, ...metricCells(m(5, 1, 1, 0, 0)) }));
    const result = auditSheets([{ name: spSheet.name, rows }]);
    expect(result.campaigns.find((c) => c.name === 'SP Auto')!.placements).toHaveLength(4);
  });

  test('Sponsored Brands: the multi-ad-group tab is used, the legacy tab never added to it', () => {
    const both = audit(SMALL_ACCOUNT, { sbTabs: 'both' });
    expect(both.campaigns.filter((c) => c.type_code === 'SB')).toHaveLength(1);
    expect(both.report.sheets_used).toContain('SB Multi Ad Group Campaigns');
    expect(both.report.sheets_used).not.toContain('Sponsored Brands Campaigns');
    expect(both.summary.account.spend).toBeCloseTo(126.9 + 60.3 + 38.31 + 15, 9);
    const sb = both.campaigns.find((c) => c.type_code === 'SB')!;
    expect(sb.bidding_strategy).toBe('SB automated bidding');
    expect(sb.ad_groups[0].products.map((p) => p.asin)).toEqual(['B000000002']);
  });

  test('Sponsored Brands: the legacy tab is the fallback; its ad groups take their figures from their targets', () => {
    const legacy = audit(SMALL_ACCOUNT, { sbTabs: 'legacy' });
    const sb = legacy.campaigns.find((c) => c.type_code === 'SB')!;
    expect(legacy.report.sheets_used).toContain('Sponsored Brands Campaigns');
    expect(sb.metrics.spend).toBeCloseTo(60.3, 9);
    expect(sb.ad_groups).toHaveLength(1);
    expect(sb.ad_groups[0].metrics.spend).toBeCloseTo(60.3, 9);
    expect(sb.ad_groups[0].keywords[0].text).toBe('anti snoring');
    expect(sb.placements).toEqual([]);
    expect(legacy.report.warnings).toEqual([]);
  });

  test('an empty multi-ad-group tab falls back to the legacy tab', () => {
    const sheets = bulkWorkbookSheets(SMALL_ACCOUNT, { sbTabs: 'both' }).map((s) =>
      s.name === 'SB Multi Ad Group Campaigns' ? { name: s.name, rows: [[...s.rows][0]] } : s,
    );
    const result = auditSheets(sheets);
    expect(result.campaigns.filter((c) => c.type_code === 'SB')).toHaveLength(1);
    expect(result.report.sheets_used).toContain('Sponsored Brands Campaigns');
  });

  test('orphan rows, rows without IDs and unknown entities are left out with warnings', () => {
    const rows = [
      sp.header,
      spRow({ Entity: 'Campaign', 'Campaign ID': '1', 'Campaign Name': 'Real', State: 'enabled', ...metricCells(m(10, 1, 2, 4, 1)) }),
      spRow({ Entity: 'Keyword', 'Campaign ID': '999', 'Ad Group ID': '5', 'Keyword Text': 'lost', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Product Ad', 'Campaign ID': '1', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Keyword', ...metricCells(m(1, 1, 1, 1, 1)) }),
      spRow({ Entity: 'Hologram', 'Campaign ID': '1' }),
      spRow({ Entity: 'Hologram', 'Campaign ID': '1' }),
      sp.row({}),
    ];
    const result = auditSheets([{ name: 'Sponsored Products Campaigns', rows }]);
    expect(result.campaigns.map((c) => c.name)).toEqual(['Real']);
    expect(result.campaigns[0].metrics.spend).toBe(2);
    expect(result.report.warnings.slice(0, 4)).toEqual([
      "Tab 'Sponsored Products Campaigns': 1 row without a Campaign ID were left out.",
      "Tab 'Sponsored Products Campaigns': 1 row without an Ad Group ID were left out.",
      "Tab 'Sponsored Products Campaigns': 2 rows with unknown entity 'Hologram' were left out.",
      "Tab 'Sponsored Products Campaigns': 1 row refer to campaign 999, which has no Campaign row; they were left out.",
    ]);
  });

  test('a child row before its campaign row is still placed', () => {
    const rows = [
      sp.header,
      spRow({ Entity: 'Ad Group', 'Campaign ID': '1', 'Ad Group ID': '2', 'Ad Group Name': 'G', ...metricCells(m(10, 1, 2, 4, 1)) }),
      spRow({ Entity: 'Campaign', 'Campaign ID': '1', 'Campaign Name': 'Late', ...metricCells(m(10, 1, 2, 4, 1)) }),
    ];
    const result = auditSheets([{ name: 'Sponsored Products Campaigns', rows }]);
    expect(result.campaigns[0].ad_groups.map((g) => g.name)).toEqual(['G']);
  });

  test('a workbook without a usable campaign tab is refused with a clear error', () => {
    expect(() => auditSheets([{ name: 'Sheet1', rows: [['a'], ['b']] }])).toThrow(AuditError);
    expect(() => auditSheets([{ name: 'Sponsored Products Campaigns', rows: [['Product', 'Spend'], ['x', 1]] }])).toThrow(
      /not an Amazon Ads bulk file/,
    );
  });

  test('a campaign tab without an Entity column is skipped with a warning when another tab is usable', () => {
    const sheets: RowSheet[] = bulkWorkbookSheets(SMALL_ACCOUNT, { omitTabs: ['Sponsored Display Campaigns'] });
    sheets.push({ name: 'Sponsored Display Campaigns', rows: [['Product', 'Campaign ID'], ['Sponsored Display', '1']] });
    const result = auditSheets(sheets);
    expect(result.campaigns).toHaveLength(3);
    expect(result.report.warnings.some((w) => /has no 'Entity' column and was skipped/.test(w))).toBe(true);
  });
});
