import { describe, expect, test } from 'vitest';
import { tablesToClipboard } from '../../src/clipboard/clipboard-table.js';
import { metricsFromCounts } from '../../src/metrics/metrics.js';
import { buildSummary } from '../../src/summary/build-summary.js';
import {
  accountLevelTable,
  biddingStrategyTable,
  campaignTypeTable,
  placementTable,
  summaryCards,
  targetingTypeTable,
  topCampaignsTable,
} from '../../src/summary-tables/summary-tables.js';
import { auditFixture } from '../helpers/audit-fixture.js';
import { SMALL_ACCOUNT } from '../helpers/sample-fixture.js';

const summary = buildSummary(auditFixture(SMALL_ACCOUNT).campaigns);
/** The row whose first cell is `label`. */
const rowOf = (table: { rows: string[][] }, label: string) => table.rows.find((row) => row[0] === label);

describe('Summary card tables', () => {
  test('Account Level: Total Spend, Total Sales and ROAS first as the headline, then the other figures', () => {
    const table = accountLevelTable(summary.account);
    expect(table.title).toBe('Account Level');
    expect(table.headers).toEqual(['Metric', 'Value']);
    expect(table.rows.slice(0, 3)).toEqual([['Total Spend', '$240.51'], ['Total Sales', '$666.10'], ['ROAS', '2.77']]);
    expect(table.rowRoles.slice(0, 4)).toEqual(['headline', 'headline', 'headline', 'item']);
    expect(rowOf(table, 'ACOS')).toEqual(['ACOS', '36.11%']);
    expect(rowOf(table, 'Impressions')).toEqual(['Impressions', '16,900']);
    expect(rowOf(table, 'Conversion Rate')).toEqual(['Conversion Rate', '7.12%']);
  });

  test('Targeting Type: readable names, share of the table spend and a Total row', () => {
    const table = targetingTypeTable(summary.by_targeting_type);
    expect(table.headers).toEqual(['Targeting Type', 'Spend', '% of Spend', 'Sales', 'ROAS', 'ACOS', 'Clicks', 'CPC', 'Orders', 'CVR']);
    expect(table.rows.map((row) => row[0])).toEqual(['Exact', 'Broad', 'Close Match', 'Category', 'Substitutes', 'Phrase', 'ASIN', 'Total']);
    expect(rowOf(table, 'Exact')).toEqual(['Exact', '$120.55', '50.12%', '$400.10', '3.32', '30.13%', '100', '$1.21', '10', '10.00%']);
    expect(rowOf(table, 'Total')!.slice(0, 4)).toEqual(['Total', '$240.51', '100.00%', '$666.10']);
    expect(table.rowRoles.at(-1)).toBe('total');
  });

  test('Placements: one table per ad type, SP placements by their spec names', () => {
    const sp = placementTable('SP', summary.placements.SP);
    expect(sp.title).toBe('Placement Performance Summary - Sponsored Products');
    expect(sp.section).toBe('Sponsored Products');
    expect(sp.rows.map((row) => row[0])).toEqual(['Top of Search', 'Rest of Search', 'Product Pages', 'Total', 'of which Amazon Business']);
    expect(sp.rowRoles).toEqual(['item', 'item', 'item', 'total', 'part']);
    expect(rowOf(sp, 'Top of Search')!.slice(0, 4)).toEqual(['Top of Search', '$82.61', '50.00%', '$257.70']);
    const sb = placementTable('SB', summary.placements.SB);
    expect(sb.section).toBe('Sponsored Brands');
    expect(sb.rows.map((row) => row[0])).toEqual(['Top of Search', 'Detail Page', 'Home', 'Other', 'Total']);
  });

  test('Campaign Type: Sponsored Products followed by its auto and manual rows, shares of account spend', () => {
    const table = campaignTypeTable(summary.by_campaign_type);
    expect(table.rows.map((row) => [row[0], row[1], row[2]])).toEqual([
      ['Sponsored Products', '$165.21', '68.69%'],
      ['SP - Auto targeting', '$38.31', '15.93%'],
      ['SP - Manual targeting', '$126.90', '52.76%'],
      ['Sponsored Brands', '$60.30', '25.07%'],
      ['Sponsored Display', '$15.00', '6.24%'],
      ['Total', '$240.51', '100.00%'],
    ]);
    expect(table.rowRoles).toEqual(['item', 'child', 'child', 'item', 'item', 'total']);
  });

  test('Bidding Strategy: the number of campaigns per strategy, summed in the Total row', () => {
    const table = biddingStrategyTable(summary.by_bidding_strategy);
    expect(table.headers.slice(0, 3)).toEqual(['Bidding Strategy', 'Campaigns', 'Spend']);
    expect(rowOf(table, 'Fixed bid')!.slice(0, 4)).toEqual(['Fixed bid', '1', '$126.90', '52.76%']);
    expect(rowOf(table, 'Total')!.slice(0, 3)).toEqual(['Total', '4', '$240.51']);
  });

  test('Top Campaigns: Top 5, 10, 15 and 20 with spend, sales, ROAS and share of total spend', () => {
    const table = topCampaignsTable([
      { n: 5, spend: 1000.5, sales: 3000, roas: 3000 / 1000.5, share_of_spend: (1000.5 / 2532.2) * 100 },
      { n: 10, spend: 1751, sales: 5250, roas: 5250 / 1751, share_of_spend: (1751 / 2532.2) * 100 },
    ]);
    expect(table.headers).toEqual(['Campaigns', 'Spend', 'Sales', 'ROAS', '% of Total Spend']);
    expect(table.rows).toEqual([
      ['Top 5', '$1,000.50', '$3,000.00', '3.00', '39.51%'],
      ['Top 10', '$1,751.00', '$5,250.00', '3.00', '69.15%'],
    ]);
  });

  test('SP placements: Amazon Business is a slice of the other three, never added to the total or the shares', () => {
    const metrics = (spend: number, sales: number) => metricsFromCounts({ impressions: 100, clicks: 10, spend, sales, orders: 1, units: 1 });
    const rows = [
      { placement: 'Placement Top', metrics: metrics(60, 120) },
      { placement: 'Placement Rest Of Search', metrics: metrics(30, 30) },
      { placement: 'Placement Product Page', metrics: metrics(10, 0) },
      { placement: 'Placement Amazon Business', metrics: metrics(5, 10) },
    ];
    const table = placementTable('SP', rows, 100);
    expect(table.rows.map((row) => row.slice(0, 3))).toEqual([
      ['Top of Search', '$60.00', '60.00%'],
      ['Rest of Search', '$30.00', '30.00%'],
      ['Product Pages', '$10.00', '10.00%'],
      ['Total', '$100.00', '100.00%'],
      ['of which Amazon Business', '$5.00', '5.00%'],
    ]);
    expect(table.notes).toEqual(['ACOS \u2014: spend with no sales.']);
    expect(rowOf(table, 'Product Pages')![5]).toBe('\u2014');
    const copied = tablesToClipboard([table]).text.split('\n');
    expect(copied.slice(-2)).toEqual(['of which Amazon Business\t$5.00\t5.00%\t$10.00\t2.00\t50.00%\t10\t$0.50\t1\t10.00%', 'ACOS \u2014: spend with no sales.']);
    // Sponsored Brands has no such slice: every row adds up.
    expect(placementTable('SB', [{ placement: 'Other', metrics: metrics(5, 10) }]).rowRoles).toEqual(['item', 'total']);
  });

  test('a total that differs from the spend it is compared with says so, with both amounts', () => {
    const table = targetingTypeTable(summary.by_targeting_type, 300);
    expect(table.notes?.[0]).toMatch(/^The total spend \(\$240\.51\) differs from the account's spend \(\$300\.00\): this table adds up keyword and product-targeting rows/);
    expect(targetingTypeTable(summary.by_targeting_type, 240.51).notes?.some((note) => note.startsWith('The total spend'))).toBeFalsy();
    const sp = placementTable('SP', summary.placements.SP, 200);
    expect(sp.notes?.[0]).toMatch(/differs from the Sponsored Products campaigns' spend \(\$200\.00\): this table adds up placement rows/);
    expect(tablesToClipboard([sp]).html).toContain('<p><small>The total spend');
  });

  test('a breakdown with no rows has its headers and no Total row', () => {
    const table = placementTable('SB', []);
    expect(table.rows).toEqual([]);
    expect(table.rowRoles).toEqual([]);
    expect(table.headers[0]).toBe('Placement');
  });

  test('zero spend gives 0.00% shares, never NaN', () => {
    const zero = metricsFromCounts({ impressions: 10, clicks: 0, spend: 0, sales: 0, orders: 0, units: 0 });
    const table = targetingTypeTable([{ key: 'Exact', metrics: zero }]);
    expect(table.rows).toEqual([
      ['Exact', '$0.00', '0.00%', '$0.00', '0.00', '0.00%', '0', '$0.00', '0', '0.00%'],
      ['Total', '$0.00', '0.00%', '$0.00', '0.00', '0.00%', '0', '$0.00', '0', '0.00%'],
    ]);
  });

  test("the cards and what Copy puts on the clipboard write amounts in the account's currency", () => {
    const [euros] = summaryCards(summary, 'EUR');
    const [yen] = summaryCards(summary, 'JPY');
    const [dollars] = summaryCards(summary);
    const spendOf = (card: typeof euros) => card!.tables[0]!.rows[0]![1];
    expect(spendOf(dollars)).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(spendOf(euros)).toMatch(/^[\d.]+,\d\d\u00a0€$/);
    expect(spendOf(yen)).toMatch(/^￥[\d,]+$/);
    expect(tablesToClipboard(euros!.tables).text).toContain('€');
    // Outside the call, amounts are in dollars again.
    expect(summaryCards(summary)[0]!.tables[0]!.rows[0]![1]).toBe(spendOf(dollars));
  });

  test('every card in screen order; Copy All carries every table, placements as two', () => {
    const cards = summaryCards(summary);
    expect(cards.map((card) => card.title)).toEqual([
      'Account Level',
      'Spend & Sales by Targeting Type',
      'Placement Performance Summary',
      'Spend & Sales by Campaign Type',
      'Bidding Strategy Performance',
      'Top Campaigns by Spend',
    ]);
    const all = tablesToClipboard(cards.flatMap((card) => card.tables));
    expect(all.text.split('\n\n').map((block) => block.split('\n')[0])).toEqual([
      'Account Level',
      'Spend & Sales by Targeting Type',
      'Placement Performance Summary - Sponsored Products',
      'Placement Performance Summary - Sponsored Brands',
      'Spend & Sales by Campaign Type',
      'Bidding Strategy Performance',
      'Top Campaigns by Spend',
    ]);
    expect(all.html).toContain('<h3>Spend &#38; Sales by Campaign Type</h3>');
  });
});
