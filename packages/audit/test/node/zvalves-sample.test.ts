/**
 * The genuine Amazon download of ../shared/samples (never copied into the repo); skipped
 * cleanly when that folder is absent.
 *
 * The literals below were derived by hand once, outside the engine: a throwaway script read
 * each tab with SheetJS, picked the rows of one entity level (Campaign rows for campaign and
 * account totals, 'Bidding Adjustment' rows for placements, Keyword / Product Targeting rows
 * for targeting types, Product Ad rows for ASINs) and added money in whole cents. The file holds
 * 20 SP campaigns, 2 SB campaigns listed in both SB tabs (the legacy tab says
 * 58,528 impressions, the multi-ad-group tab 58,521), 1,519 SP and 470 SB search term rows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildParentAsinAudit } from '../../src/business/parent-asin-audit.js';
import { BusinessReportVisitor } from '../../src/business/business-report-visitor.js';
import { buildBusinessReport } from '../../src/business/build-business-report.js';
import { readCsv } from '../../src/csv/read-csv.js';
import { BulkAuditor } from '../../src/model/bulk-auditor.js';
import type { AuditResult, Campaign } from '../../src/model/contract.js';
import { auditBulkWorkbook } from '../../src/node/audit-bulk-workbook.js';
import { readSearchTerms } from '../../src/node/read-search-terms.js';
import { adGroupDefaultBids, fillDefaultBids } from '../../src/search-terms/ad-group-default-bids.js';
import type { SearchTermsResult } from '../../src/search-terms/types.js';
import { readWorkbook } from '../../src/xlsx/read-workbook.js';
import { placementTable, summaryCards } from '../../src/summary-tables/summary-tables.js';
import { productAdSpendNote } from '../../src/summary-tables/level-totals.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SAMPLE = resolve(repoRoot, '..', 'shared', 'samples', 'zvalves_bulk.xlsx');
const present = existsSync(SAMPLE);

/** Money to the cent, so literals compare exactly. */
const cents = (x: number) => x.toFixed(2);
const figures = (m: { spend: number; sales: number; clicks: number; impressions: number; orders: number }) => [
  cents(m.spend), cents(m.sales), m.clicks, m.impressions, m.orders,
];

describe.skipIf(!present)('zvalves_bulk.xlsx (genuine Amazon download)', () => {
  let bytes: Uint8Array;
  let result: AuditResult;
  let terms: SearchTermsResult;
  const campaign = (id: string): Campaign => result.campaigns.find((c) => c.id === id)!;
  beforeAll(async () => {
    bytes = new Uint8Array(readFileSync(SAMPLE));
    result = await auditBulkWorkbook(bytes);
    terms = await readSearchTerms(bytes);
  });

  test('each campaign carries the figures of its own Campaign row (checked against SheetJS)', () => {
    const wb = XLSX.read(bytes);
    for (const sheet of ['Sponsored Products Campaigns', 'SB Multi Ad Group Campaigns']) {
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[sheet], { defval: null });
      const campaignRows = rows.filter((r) => r.Entity === 'Campaign');
      expect(campaignRows.length).toBeGreaterThan(0);
      for (const row of campaignRows) {
        const c = campaign(String(row['Campaign ID']));
        expect(c, String(row['Campaign ID'])).toBeDefined();
        expect([c.metrics.spend, c.metrics.sales, c.metrics.clicks, c.name]).toEqual([row.Spend, row.Sales, row.Clicks, row['Campaign Name']]);
      }
    }
  });

  test('account and campaign-type totals', () => {
    const { summary, campaigns } = result;
    expect(campaigns.map((c) => c.type_code).sort().join('')).toBe('SB'.repeat(2) + 'SP'.repeat(20));
    expect(figures(summary.account)).toEqual(['4574.42', '10174.93', 4898, 667881, 69]);
    expect(Math.abs(summary.account.spend - 4574.42)).toBeLessThan(1e-9);
    expect(summary.account.roas).toBeCloseTo(10174.93 / 4574.42, 12);
    const [sp, sb] = summary.by_campaign_type;
    expect([sp.key, ...figures(sp.metrics)]).toEqual(['SP', '3437.06', '7671.04', 3919, 609360, 52]);
    expect([sb.key, ...figures(sb.metrics)]).toEqual(['SB', '1137.36', '2503.89', 979, 58521, 17]);
    expect(sp.share_of_spend).toBeCloseTo((3437.06 / 4574.42) * 100, 9);
    expect(sp.children!.map((c) => [c.key, cents(c.metrics.spend), cents(c.metrics.sales)])).toEqual([
      ['auto', '1097.69', '2812.31'],
      ['manual', '2339.37', '4858.73'],
    ]);
  });

  test('specific campaigns: ZValve | Full Auto', () => {
    const c = campaign('439333307638946');
    expect(c).toMatchObject({ name: 'ZValve | Full Auto', type_code: 'SP', state: 'enabled', targeting: 'auto', bidding_strategy: 'Dynamic bids - down only', daily_budget: 10, portfolio: null });
    expect(figures(c.metrics)).toEqual(['1009.19', '2512.33', 1306, 211778, 17]);
    expect(cents(c.metrics.conversion_rate)).toBe('1.30'); // the file's rounded ratio says 0.01 (1 %)
    expect([c.ad_group_count, c.product_count, c.keyword_count]).toEqual([1, 1, 4]);
    expect([c.ad_groups[0].negative_keywords.length, c.ad_groups[0].negative_targeting.length]).toEqual([22, 89]);
    expect(c.placements.map((p) => [p.placement, p.percentage, cents(p.metrics.spend), p.metrics.clicks])).toEqual([
      ['Placement Top', 0, '23.10', 27],
      ['Placement Amazon Business', 0, '17.15', 21],
      ['Placement Rest Of Search', 5, '647.69', 833],
      ['Placement Product Page', 0, '338.40', 446],
    ]);
  });

  test('specific campaigns: three ad groups, a 13-digit ID, inherited bids, a portfolio', () => {
    const manual = campaign('473235378488700');
    expect([cents(manual.metrics.spend), manual.state, manual.targeting, manual.daily_budget]).toEqual(['671.19', 'paused', 'manual', 2]);
    expect([manual.ad_group_count, manual.product_count, manual.keyword_count]).toEqual([3, 3, 63]);
    expect(manual.ad_groups.map((g) => [g.name, g.default_bid, cents(g.metrics.spend)])).toEqual([
      ['Ad Group PHRASE Match', 0.25, '662.19'],
      ['Ad Group EXACT Match', 0.25, '8.17'],
      ['Ad Group BROAD Match', 0.75, '0.83'],
    ]);
    const short = campaign('6750712283954');
    expect([short.name, short.targeting, short.keyword_count, ...figures(short.metrics)]).toEqual([
      'Auto | Category Tag | Competitors', 'manual', 6, '355.86', '1027.43', 392, 90573, 7,
    ]);
    const inherits = campaign('261986906304565');
    expect([inherits.bidding_strategy, cents(inherits.metrics.spend)]).toEqual(['Dynamic bids - up and down', '24.65']);
    expect(inherits.ad_groups[0].product_targeting.map((t) => t.bid)).toEqual([0.95, 0.95, 0.95, 0.95]);
    expect(campaign('37873967685068').portfolio).toBe('Automatic');
  });

  test('specific campaigns: the two Sponsored Brands campaigns', () => {
    const category = campaign('234609512523673');
    expect([category.name, category.bidding_strategy, category.daily_budget, ...figures(category.metrics)]).toEqual([
      'SBV Anti Snoring Category', 'SB manual bidding', 10, '786.13', '2203.91', 768, 45103, 15,
    ]);
    expect(category.placements.map((p) => [p.placement, cents(p.metrics.spend)])).toEqual([
      ['Home', '0.00'], ['Detail Page', '0.00'], ['Other', '786.13'], ['Top of Search', '0.00'],
    ]);
    expect(category.ad_groups[0].products.map((p) => p.asin)).toEqual(['B0FT3YGR9V']);
    const video = campaign('321160856443093');
    expect([video.bidding_strategy, video.state, video.ad_group_count, video.keyword_count, ...figures(video.metrics)]).toEqual([
      'SB automated bidding', 'paused', 2, 33, '351.23', '299.98', 211, 13418, 2,
    ]);
  });

  test('placement totals: the Bidding Adjustment rows of every campaign', () => {
    expect(result.summary.placements.SP.map((p) => [p.placement, ...figures(p.metrics)])).toEqual([
      ['Placement Top', '132.74', '592.46', 115, 2220, 4],
      ['Placement Rest Of Search', '2254.13', '5437.13', 2618, 404972, 37],
      ['Placement Product Page', '1050.19', '1641.45', 1186, 202168, 11],
      ['Placement Amazon Business', '51.82', '299.98', 58, 7450, 2],
    ]);
    expect(result.summary.placements.SB.map((p) => [p.placement, cents(p.metrics.spend)])).toEqual([
      ['Top of Search', '0.00'], ['Detail Page', '0.00'], ['Home', '0.00'], ['Other', '786.13'],
    ]);
    expect(result.campaigns.filter((c) => c.type_code === 'SP').every((c) => c.placements.length === 4)).toBe(true);
  });

  test('the SP placement table: three placements make the SP spend; Amazon Business is a slice of them, outside the total', () => {
    const sp = placementTable('SP', result.summary.placements.SP, 3437.06);
    expect(sp.rows.map((row) => row.slice(0, 3))).toEqual([
      ['Top of Search', '$132.74', '3.86%'],
      ['Rest of Search', '$2,254.13', '65.58%'],
      ['Product Pages', '$1,050.19', '30.55%'],
      ['Total', '$3,437.06', '100.00%'],
      ['of which Amazon Business', '$51.82', '1.51%'],
    ]);
    expect(sp.rowRoles).toEqual(['item', 'item', 'item', 'total', 'part']);
    expect(sp.notes ?? []).toEqual([]);
    const spSpend = result.summary.by_campaign_type.find((t) => t.key === 'SP')!.metrics.spend;
    expect(cents(spSpend)).toBe('3437.06');
  });

  test('totals that do not reconcile carry a footnote with both amounts', () => {
    const cards = summaryCards(result.summary);
    const targeting = cards.find((card) => card.id === 'targetingType')!.tables[0]!;
    expect(targeting.notes?.[0]).toMatch(/^The total spend \(\$4,302\.21\) differs from the account's spend \(\$4,574\.42\): /);
    const [sp, sb] = cards.find((card) => card.id === 'placements')!.tables;
    expect(sp!.notes ?? []).toEqual([]);
    expect(sb!.notes?.[0]).toMatch(/^The total spend \(\$786\.13\) differs from the Sponsored Brands campaigns' spend \(\$1,137\.36\): /);
  });

  test("a campaign whose product ads disagree with its campaign row says so with both amounts", () => {
    const hsv = result.campaigns.find((c) => c.name === 'Exact Keywords Targetting | HSV')!;
    expect(productAdSpendNote(hsv)).toBe(
      'The product ads add up to $243.10 of spend; the campaign row says $242.35. ' +
        'Amazon reports each level on its own, so they can differ; campaign and account totals use the campaign row.',
    );
    const agreeing = result.campaigns.filter((c) => productAdSpendNote(c) === null);
    expect(agreeing.length).toBeGreaterThan(15);
  });

  test('targeting types, bidding strategies and top campaigns', () => {
    const { summary } = result;
    expect(summary.by_targeting_type.map((t) => [t.key, cents(t.metrics.spend)])).toEqual([
      ['asin', '890.54'], ['category', '788.38'], ['Phrase', '699.30'], ['loose-match', '584.67'], ['Exact', '515.92'],
      ['Broad', '309.93'], ['substitutes', '249.73'], ['close-match', '208.70'], ['complements', '54.59'],
      ['keyword-group', '0.45'], ['asin-expanded', '0.00'],
    ]);
    expect(summary.by_bidding_strategy.map((b) => [b.key, cents(b.metrics.spend), b.campaign_count])).toEqual([
      ['Dynamic bids - down only', '3404.41', 17], ['SB manual bidding', '786.13', 1], ['SB automated bidding', '351.23', 1],
      ['Dynamic bids - up and down', '32.65', 3],
    ]);
    expect(summary.top_campaigns.map((t) => [t.n, cents(t.spend), cents(t.sales), cents(t.share_of_spend)])).toEqual([
      [5, '3333.22', '7955.08', cents((3333.22 / 4574.42) * 100)],
      [10, '4373.79', '9724.96', cents((4373.79 / 4574.42) * 100)],
      [15, '4529.19', '10024.94', cents((4529.19 / 4574.42) * 100)],
      [20, '4574.42', '10174.93', '100.00'],
    ]);
  });

  test('every entity is placed and nothing is left out', () => {
    expect(result.report.warnings).toEqual([]);
    expect(result.report.sheets_used).toEqual(['Sponsored Products Campaigns', 'SB Multi Ad Group Campaigns', 'Sponsored Display Campaigns']);
    const groups = result.campaigns.filter((c) => c.type_code === 'SP').flatMap((c) => c.ad_groups);
    const count = (f: (g: (typeof groups)[0]) => number) => groups.reduce((s, g) => s + f(g), 0);
    expect([groups.length, count((g) => g.products.length), count((g) => g.keywords.length), count((g) => g.product_targeting.length)]).toEqual([22, 22, 215, 128]);
    expect([count((g) => g.negative_keywords.length), count((g) => g.negative_targeting.length)]).toEqual([52, 89]);
  });

  test('the legacy SB tab alone gives the same SB spend (fallback, never added to the multi tab)', async () => {
    const auditor = new BulkAuditor();
    const { sheetNames } = await readWorkbook(bytes, { selectSheet: (name) => (name === 'SB Multi Ad Group Campaigns' ? null : auditor.selectSheet(name)) });
    const legacy = auditor.finish(sheetNames);
    const sb = legacy.summary.by_campaign_type.find((t) => t.key === 'SB')!;
    expect([cents(sb.metrics.spend), sb.metrics.impressions, cents(legacy.summary.account.spend)]).toEqual(['1137.36', 58528, '4574.42']);
    expect(legacy.campaigns.filter((c) => c.type_code === 'SB').map((c) => [c.product_count, c.keyword_count])).toEqual([[1, 1], [1, 33]]);
  });

  test('search terms: 1,519 SP and 470 SB rows, each linked to a keyword or target of the audit', () => {
    expect(terms.sheets_found).toEqual(['SP Search Term Report', 'SB Search Term Report']);
    const of = (type: 'SP' | 'SB') => terms.search_terms.filter((s) => s.campaign_type === type);
    expect([of('SP').length, of('SB').length]).toEqual([1519, 470]);
    expect(of('SP').filter((s) => s.type === 'keyword')).toHaveLength(379);
    expect(of('SB').filter((s) => s.type === 'keyword')).toHaveLength(34);
    const total = (list: typeof terms.search_terms) => list.reduce((s, t) => s + Math.round(t.metrics.spend * 100), 0) / 100;
    expect([total(of('SP')), total(of('SB'))]).toEqual([3435.85, 860.18]);
    const ids = new Set(result.campaigns.flatMap((c) => c.ad_groups.flatMap((g) => [...g.keywords, ...g.product_targeting].map((k) => `${c.id}/${g.id}/${k.id}`))));
    const unlinked = terms.search_terms.filter((t) => !ids.has(`${t.campaign_id}/${t.ad_group_id}/${t.keyword_id ?? t.product_targeting_id}`));
    expect(unlinked).toEqual([]);
    expect(of('SP').filter((t) => /^b0[a-z0-9]{8}$/.test(t.customer_search_term))).toHaveLength(268);
    // 50 SP target rows have no bid of their own; the audit's default bid of their ad group fills each, marked as such.
    expect(of('SP').filter((t) => t.bid === null)).toHaveLength(50);
    const defaultBids = adGroupDefaultBids(result.campaigns);
    const filled = structuredClone(terms.search_terms);
    fillDefaultBids(filled, defaultBids);
    expect(filled.filter((t) => t.campaign_type === 'SP' && t.bid === null && defaultBids.has(t.ad_group_id))).toEqual([]);
    const inherited = filled.filter((t) => t.bid_is_default);
    expect(inherited).toHaveLength(50);
    expect(inherited.every((t) => t.campaign_type === 'SP' && t.type === 'product_targeting' && t.bid === defaultBids.get(t.ad_group_id))).toBe(true);
    expect(filled.filter((t) => t.campaign_type === 'SB' && (t.bid_is_default || t.bid === null))).toEqual([]);
    expect(terms.search_terms[0]).toMatchObject({
      campaign_id: '6750712283954', ad_group_id: '518515418012201', type: 'product_targeting', customer_search_term: 'airwaav',
      expression: 'asin="B0D47W3PGH"', match_type: null, bid: 1.05, bid_is_default: false, state: 'enabled',
    });
    expect(terms.search_terms[0].metrics.click_through_rate).toBeCloseTo((5 / 55) * 100, 10);
  });

  test('parent ASIN audit: the advertised ASIN takes the sum of its Product Ad rows', () => {
    const visitor = new BusinessReportVisitor();
    readCsv('(Parent) ASIN,(Child) ASIN,Title,Sessions - Total,Units Ordered,Ordered Product Sales,Total Order Items\nB0FT3YGR9V,B0FT3YGR9V,ZValve,"2,000",80,"$20,000.00",78\n', visitor);
    const audit = buildParentAsinAudit(buildBusinessReport(visitor, 'report.csv'), result.campaigns);
    const [parent] = audit.parents;
    // 22 SP Product Ad rows: spend 3,441.31, sales 7,671.04, 3,922 clicks, 609,846 impressions, 52 orders.
    expect([cents(parent.summary.total_spend), cents(parent.summary.ad_sales), parent.summary.ad_clicks, parent.summary.ad_impressions, parent.summary.ad_orders]).toEqual([
      '3441.31', '7671.04', 3922, 609846, 52,
    ]);
    expect(parent.summary.tacos).toBeCloseTo((3441.31 / 20000) * 100, 9);
    expect(cents(parent.breakdowns.by_campaign_type[0].metrics.spend)).toBe('3441.31');
    expect(audit.notes).toHaveLength(1);
  });
});
