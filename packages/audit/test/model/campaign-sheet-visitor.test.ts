import { describe, expect, test } from 'vitest';
import type { CampaignSheetKind } from '../../src/bulk/sheet-kinds.js';
import { SB_LEGACY_HEADERS, SB_MULTI_HEADERS, SD_HEADERS, SP_HEADERS } from '../../src/bulk/headers.js';
import { LAYOUTS } from '../../src/fixtures/layouts.js';
import { metricCells, TabLayout, type RowValues } from '../../src/fixtures/tab-layout.js';
import { CampaignSheetVisitor } from '../../src/model/campaign-sheet-visitor.js';
import type { CampaignTypeCode } from '../../src/model/contract.js';
import { DraftStore } from '../../src/model/draft.js';
import { m } from '../helpers/sample-fixture.js';
import { visitSheets } from '../helpers/visit-rows.js';

const HEADERS: Record<CampaignSheetKind, string[]> = { sp: SP_HEADERS, sb_multi: SB_MULTI_HEADERS, sb_legacy: SB_LEGACY_HEADERS, sd: SD_HEADERS };
const TYPE: Record<CampaignSheetKind, CampaignTypeCode> = { sp: 'SP', sb_multi: 'SB', sb_legacy: 'SB', sd: 'SD' };

/** Streams hand-written rows (keyed by US header) through a visitor of that tab kind. */
function read(kind: CampaignSheetKind, rows: RowValues[]) {
  const layout = new TabLayout(HEADERS[kind], LAYOUTS['us-2026']);
  const store = new DraftStore(TYPE[kind]);
  const visitor = new CampaignSheetVisitor(kind, store);
  visitSheets([{ name: 'tab', rows: [layout.header, ...rows.map((r) => layout.row(r))] }], () => visitor);
  return { store, visitor, campaign: (id: string) => store.campaigns.get(id)! };
}

const campaignRow: RowValues = { Entity: 'Campaign', 'Campaign ID': '1', 'Campaign Name': 'C', State: 'enabled', ...metricCells(m(100, 10, 5, 20, 2)) };

describe('CampaignSheetVisitor', () => {
  test('IDs stay strings even when the cell is numeric', () => {
    const { campaign } = read('sp', [
      { ...campaignRow, 'Campaign ID': 439333307638946 },
      { Entity: 'Ad Group', 'Campaign ID': 439333307638946, 'Ad Group ID': 12311663632384, ...metricCells(m(1, 1, 1, 1, 1)) },
      { Entity: 'Keyword', 'Campaign ID': '439333307638946', 'Ad Group ID': '12311663632384', 'Keyword ID': 158828080295892, 'Keyword Text': 'valve', 'Match Type': 'Exact' },
    ]);
    const c = campaign('439333307638946');
    expect(c.hasRow).toBe(true);
    expect([...c.adGroups.keys()]).toEqual(['12311663632384']);
    expect(c.adGroups.get('12311663632384')!.keywords[0].id).toBe('158828080295892');
  });

  test('an SP campaign row: name, state, targeting, bidding strategy, portfolio, budget and its own figures', () => {
    const { campaign } = read('sp', [
      {
        ...campaignRow,
        'Campaign Name': undefined,
        'Campaign Name (Informational only)': 'From info column',
        State: 'Enabled',
        'Targeting Type': 'AUTO',
        'Bidding Strategy': 'Dynamic bids \u2013 up and down',
        'Portfolio Name (Informational only)': 'Automatic',
        'Daily Budget': 12.5,
      },
    ]);
    expect(campaign('1')).toMatchObject({
      name: 'From info column',
      state: 'enabled',
      targeting: 'auto',
      biddingStrategy: 'Dynamic bids - up and down',
      portfolio: 'Automatic',
      dailyBudget: 12.5,
      metrics: { impressions: 100, clicks: 10, spend: 5, sales: 20, orders: 2, units: 2, ctr: 10, cpc: 0.5, roas: 4, acos: 25, conversion_rate: 20 },
    });
  });

  test('placement rows in every spelling; audience (shopper cohort) adjustments are not placements', () => {
    const { campaign } = read('sp', [
      campaignRow,
      { Entity: 'Bidding Adjustment', 'Campaign ID': '1', Placement: 'placementTop', Percentage: 35, ...metricCells(m(50, 5, 3, 10, 1)) },
      { Entity: 'Bidding adjustment', 'Campaign ID': '1', Placement: 'Placement rest of search', Percentage: 0, ...metricCells(m(50, 5, 2, 10, 1)) },
      { Entity: 'Bidding Adjustment', 'Campaign ID': '1', 'Audience ID': '42', 'Shopper Cohort Type': 'Audience Segment', 'Shopper Cohort Percentage': 30, ...metricCells(m(9, 9, 9, 9, 9)) },
    ]);
    expect(campaign('1').placements.map((p) => [p.placement, p.percentage, p.metrics.impressions, p.metrics.spend])).toEqual([
      ['Placement Top', 35, 50, 3],
      ['Placement Rest Of Search', 0, 50, 2],
    ]);
  });

  test('ad groups, product ads, keywords and targets with their bids', () => {
    const { campaign } = read('sp', [
      campaignRow,
      { Entity: 'Ad Group', 'Campaign ID': '1', 'Ad Group ID': '2', 'Ad Group Name': 'G', State: 'paused', 'Ad Group Default Bid': 0.61, ...metricCells(m(100, 10, 5, 20, 2)) },
      { Entity: 'Product Ad', 'Campaign ID': '1', 'Ad Group ID': '2', SKU: 'ZV900', 'ASIN (Informational only)': 'b0ft3ygr9v', State: 'enabled', ...metricCells(m(100, 10, 5, 20, 2)) },
      { Entity: 'Keyword', 'Campaign ID': '1', 'Ad Group ID': '2', 'Keyword ID': '3', 'Keyword Text': 'valve', 'Match Type': 'exact', Bid: 1.2, State: 'enabled' },
      { Entity: 'Keyword', 'Campaign ID': '1', 'Ad Group ID': '2', 'Keyword ID': '4', 'Keyword Text': 'brass valve', 'Match Type': 'PHRASE', 'Ad Group Default Bid (Informational only)': 0.61 },
      { Entity: 'Product Targeting', 'Campaign ID': '1', 'Ad Group ID': '2', 'Product Targeting ID': '5', 'Resolved Product Targeting Expression (Informational only)': 'close-match' },
    ]);
    const g = campaign('1').adGroups.get('2')!;
    expect(g).toMatchObject({ hasRow: true, name: 'G', state: 'paused', defaultBid: 0.61 });
    expect(g.products).toEqual([
      {
        asin: 'B0FT3YGR9V', sku: 'ZV900', state: 'enabled',
        metrics: { impressions: 100, clicks: 10, spend: 5, sales: 20, orders: 2, units: 2, ctr: 10, cpc: 0.5, roas: 4, acos: 25, conversion_rate: 20 },
      },
    ]);
    expect(g.keywords.map((k) => [k.id, k.text, k.match_type, k.bid])).toEqual([
      ['3', 'valve', 'Exact', 1.2],
      ['4', 'brass valve', 'Phrase', 0.61],
    ]);
    expect(g.targets.map((t) => [t.id, t.expression, t.bid])).toEqual([['5', 'close-match', null]]);
  });

  test('an ad group seen only through its children takes their informational name and state', () => {
    const { campaign } = read('sp', [
      campaignRow,
      { Entity: 'Keyword', 'Campaign ID': '1', 'Ad Group ID': '2', 'Ad Group Name (Informational only)': 'Info name', 'Ad Group State (Informational only)': 'Paused', 'Keyword Text': 'k' },
    ]);
    expect(campaign('1').adGroups.get('2')).toMatchObject({ hasRow: false, name: 'Info name', state: 'paused' });
  });

  test('ad-group and campaign-level negatives', () => {
    const { campaign } = read('sp', [
      campaignRow,
      { Entity: 'Negative Keyword', 'Campaign ID': '1', 'Ad Group ID': '2', 'Keyword Text': 'cheap', 'Match Type': 'negativeExact', State: 'enabled' },
      { Entity: 'Negative Product Targeting', 'Campaign ID': '1', 'Ad Group ID': '2', 'Product Targeting Expression': 'asin="B0ZZZZZZZZ"', State: 'enabled' },
      { Entity: 'Campaign Negative Keyword', 'Campaign ID': '1', 'Keyword Text': 'free', 'Match Type': 'Negative Phrase', State: 'archived' },
      { Entity: 'Campaign Negative Product Targeting', 'Campaign ID': '1', 'Product Targeting Expression': 'brand="Acme"', State: 'enabled' },
    ]);
    const c = campaign('1');
    expect(c.adGroups.get('2')!.negativeKeywords).toEqual([{ keyword_text: 'cheap', match_type: 'Negative Exact', state: 'enabled', level: 'ad_group' }]);
    expect(c.adGroups.get('2')!.negativeTargets).toEqual([{ expression: 'asin="B0ZZZZZZZZ"', state: 'enabled', level: 'ad_group' }]);
    expect(c.negativeKeywords).toEqual([{ keyword_text: 'free', match_type: 'Negative Phrase', state: 'archived', level: 'campaign' }]);
    expect(c.negativeTargets).toEqual([{ expression: 'brand="Acme"', state: 'enabled', level: 'campaign' }]);
  });

  test('Sponsored Display: Targeting ID and Targeting Expression; contextual and audience targets; bid optimization', () => {
    const { campaign } = read('sd', [
      { ...campaignRow, 'Bid Optimization': 'Optimize for conversions', 'Budget Type': 'Daily', Budget: 30 },
      { Entity: 'Ad Group', 'Campaign ID': '1', 'Ad Group ID': '2', 'Ad Group Default Bid': 0.9, ...metricCells(m(100, 10, 5, 20, 2)) },
      { Entity: 'Contextual Targeting', 'Campaign ID': '1', 'Ad Group ID': '2', 'Targeting ID': '7', 'Targeting Expression': 'category="2748212011"', Bid: 0.7 },
      { Entity: 'Audience Targeting', 'Campaign ID': '1', 'Ad Group ID': '2', 'Targeting ID': '8', 'Targeting Expression': 'views=(similar-product lookback=30)' },
      { Entity: 'Negative Contextual Targeting', 'Campaign ID': '1', 'Ad Group ID': '2', 'Targeting Expression': 'asin="B0NOPE0000"' },
    ]);
    const c = campaign('1');
    expect([c.biddingStrategy, c.dailyBudget, c.targeting]).toEqual(['Optimize for conversions', 30, 'manual']);
    const g = c.adGroups.get('2')!;
    expect(g.targets.map((t) => [t.id, t.expression, t.bid])).toEqual([
      ['7', 'category="2748212011"', 0.7],
      ['8', 'views=(similar-product lookback=30)', null],
    ]);
    expect(g.negativeTargets).toEqual([{ expression: 'asin="B0NOPE0000"', state: '', level: 'ad_group' }]);
  });

  test('a lifetime budget is not a daily budget', () => {
    const { campaign } = read('sd', [{ ...campaignRow, 'Budget Type': 'Lifetime', Budget: 900 }]);
    expect(campaign('1').dailyBudget).toBeNull();
  });

  test('Sponsored Brands multi-ad-group: bid optimization, placements by Amazon name, video ads by creative ASIN', () => {
    const { campaign } = read('sb_multi', [
      { ...campaignRow, 'Bid Optimization': 'false', 'Budget Type': 'Daily', Budget: 10 },
      { Entity: 'Bidding Adjustment by Placement', 'Campaign ID': '1', Placement: 'Other', Percentage: 0, ...metricCells(m(100, 10, 5, 20, 2)) },
      { Entity: 'Ad Group', 'Campaign ID': '1', 'Ad Group ID': '2', ...metricCells(m(100, 10, 5, 20, 2)) },
      { Entity: 'Video Ad', 'Campaign ID': '1', 'Ad Group ID': '2', 'Creative ASINs': 'b0ft3ygr9v, B0AAAAAAAA;B0FT3YGR9V', State: 'enabled', ...metricCells(m(100, 10, 5, 20, 2)) },
    ]);
    const c = campaign('1');
    expect([c.biddingStrategy, c.dailyBudget]).toEqual(['SB manual bidding', 10]);
    expect(c.placements.map((p) => p.placement)).toEqual(['Other']);
    const products = c.adGroups.get('2')!.products;
    expect(products.map((p) => [p.asin, p.sku, p.metrics.spend])).toEqual([
      ['B0FT3YGR9V', '', 5],
      ['B0AAAAAAAA', '', 5],
    ]);
    // Each ASIN has its own figures object: changing one product's never changes another's.
    expect(products[0].metrics).not.toBe(products[1].metrics);
  });

  test('Sponsored Brands legacy: the ad ASINs of the Campaign row are remembered', () => {
    const { campaign } = read('sb_legacy', [{ ...campaignRow, 'Bid Optimization': 'Auto', 'Creative ASINs': 'B0FT3YGR9V' }]);
    expect(campaign('1')).toMatchObject({ biddingStrategy: 'SB automated bidding', campaignAdAsins: ['B0FT3YGR9V'] });
  });

  test('a tab without Entity or Campaign ID is not usable and reads nothing', () => {
    const store = new DraftStore('SP');
    const visitor = new CampaignSheetVisitor('sp', store);
    visitSheets([{ name: 'tab', rows: [['Product', 'Campaign ID', 'Spend'], ['Sponsored Products', '1', 3]] }], () => visitor);
    expect(visitor.usable).toBe(false);
    expect(visitor.issues.missingColumns).toEqual(['entity']);
    expect(store.campaigns.size).toBe(0);
  });

  test('asks the reader only for the columns it reads', () => {
    const visitor = new CampaignSheetVisitor('sp', new DraftStore('SP'));
    const wanted = visitor.onHeader(SP_HEADERS)!;
    const names = wanted.map((i) => SP_HEADERS[i]);
    expect(names).toContain('Campaign ID');
    expect(names).toContain('Spend');
    expect(names).not.toContain('Click-through Rate');
    expect(names).not.toContain('ROAS');
    expect(names).not.toContain('Operation');
  });

  test('blank lines are skipped; other rows are counted', () => {
    const { visitor } = read('sp', [campaignRow, {}, { Entity: 'Keyword', 'Campaign ID': '1', 'Ad Group ID': '2' }]);
    expect(visitor.dataRows).toBe(2);
  });
});
