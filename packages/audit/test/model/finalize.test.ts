import { describe, expect, test } from 'vitest';
import { metricsOf, type Metrics } from '../../src/metrics/metrics.js';
import { DraftStore, type DraftCampaign } from '../../src/model/draft.js';
import { finalizeCampaign } from '../../src/model/finalize.js';

const figures = (impressions: number, clicks: number, spend: number, sales: number, orders: number): Metrics =>
  metricsOf(impressions, clicks, spend, sales, orders, orders);
const keyword = (id: string, text: string, metrics: Metrics, bid: number | null = null) => ({ id, text, match_type: 'Exact', state: 'enabled', bid, metrics });
const target = (id: string, expression: string, metrics: Metrics, bid: number | null = null) => ({ id, state: 'enabled', bid, metrics, expression });

/** A campaign of two ad groups whose figures the tests change as they need. */
function draft(): DraftCampaign {
  const store = new DraftStore('SP');
  const c = store.campaign('10');
  Object.assign(c, { hasRow: true, name: 'Camp', state: 'enabled', metrics: figures(1000, 100, 50, 200, 10) });
  const g1 = store.adGroup(c, '20');
  Object.assign(g1, { hasRow: true, name: 'Big', defaultBid: 0.5, metrics: figures(800, 80, 40, 150, 8) });
  g1.products.push({ asin: 'B0AAAAAAAA', sku: 'A', state: 'enabled', metrics: figures(600, 60, 30, 100, 6) });
  g1.products.push({ asin: 'B0BBBBBBBB', sku: 'B', state: 'enabled', metrics: figures(200, 20, 10, 50, 2) });
  g1.keywords.push(keyword('k1', 'cheap valve', figures(100, 10, 4, 0, 0)), keyword('k2', 'brass valve', figures(700, 70, 36, 150, 8), 1.1));
  const g2 = store.adGroup(c, '21');
  Object.assign(g2, { hasRow: true, name: 'Small', defaultBid: null, metrics: figures(200, 20, 10, 50, 2) });
  g2.targets.push(target('t1', 'close-match', figures(200, 20, 10, 50, 2)));
  return c;
}

describe('finalizeCampaign', () => {
  test('each level keeps the figures of its own row; ratios are recomputed', () => {
    const c = draft();
    c.metrics = figures(5000, 100, 50, 200, 10); // not the sum of its ad groups: the campaign row wins
    const campaign = finalizeCampaign(c);
    expect(campaign.metrics).toEqual({
      impressions: 5000, clicks: 100, spend: 50, sales: 200, orders: 10, units: 10,
      ctr: 2, cpc: 0.5, roas: 4, acos: 25, conversion_rate: 10,
    });
    expect(campaign.ad_groups.map((g) => [g.name, g.metrics.spend])).toEqual([['Big', 40], ['Small', 10]]);
  });

  test('lists are ordered by spend and counted (keyword count = keywords + product targets)', () => {
    const campaign = finalizeCampaign(draft());
    expect(campaign.ad_groups[0].keywords.map((k) => k.text)).toEqual(['brass valve', 'cheap valve']);
    expect(campaign.ad_groups[0].products.map((p) => p.asin)).toEqual(['B0AAAAAAAA', 'B0BBBBBBBB']);
    expect([campaign.ad_group_count, campaign.product_count, campaign.keyword_count]).toEqual([2, 2, 3]);
    expect(campaign.ad_groups[1].product_targeting[0]).toEqual({
      id: 't1', expression: 'close-match', state: 'enabled', bid: null, metrics: expect.objectContaining({ spend: 10 }),
    });
  });

  test('a keyword or target without a bid bids its ad group default bid', () => {
    const campaign = finalizeCampaign(draft());
    expect(campaign.ad_groups[0].keywords.map((k) => [k.text, k.bid])).toEqual([['brass valve', 1.1], ['cheap valve', 0.5]]);
    expect(campaign.ad_groups[1].product_targeting[0].bid).toBeNull(); // no default bid known either
  });

  test('products carry their proration factors within their campaign and their ad group', () => {
    const [a, b] = finalizeCampaign(draft()).ad_groups[0].products;
    expect(a.proration.campaign).toEqual({ spend: 0.6, sales: 0.5, impressions: 0.6, clicks: 0.6, orders: 0.6 });
    expect(a.proration.ad_group).toEqual({ spend: 0.75, sales: 100 / 150, impressions: 0.75, clicks: 0.75, orders: 0.75 });
    expect(b.proration.ad_group.spend).toBe(0.25);
  });

  test('proration factors are 1 where the whole is 0', () => {
    const c = draft();
    c.metrics = figures(1000, 100, 50, 0, 0);
    const [a] = finalizeCampaign(c).ad_groups[0].products;
    expect(a.proration.campaign).toMatchObject({ sales: 1, orders: 1, spend: 0.6 });
  });

  test('campaign-level negatives are listed on every ad group after its own', () => {
    const c = draft();
    c.adGroups.get('20')!.negativeKeywords.push({ keyword_text: 'used', match_type: 'Negative Exact', state: 'enabled', level: 'ad_group' });
    c.negativeKeywords.push({ keyword_text: 'free', match_type: 'Negative Phrase', state: 'enabled', level: 'campaign' });
    c.negativeTargets.push({ expression: 'asin="B0ZZZZZZZZ"', state: 'enabled', level: 'campaign' });
    const campaign = finalizeCampaign(c);
    expect(campaign.ad_groups[0].negative_keywords.map((n) => [n.keyword_text, n.level])).toEqual([['used', 'ad_group'], ['free', 'campaign']]);
    expect(campaign.ad_groups[1].negative_keywords.map((n) => n.keyword_text)).toEqual(['free']);
    expect(campaign.ad_groups[1].negative_targeting).toEqual([{ expression: 'asin="B0ZZZZZZZZ"', state: 'enabled', level: 'campaign' }]);
  });

  test('an ad group without its own row (legacy SB tab) takes the sum of its keywords and targets', () => {
    const store = new DraftStore('SB');
    const c = store.campaign('1');
    Object.assign(c, { hasRow: true, name: 'SB', state: 'paused', metrics: figures(300, 30, 15, 60, 3), campaignAdAsins: ['B0FT3YGR9V'] });
    const g = store.adGroup(c, '2');
    g.keywords.push(keyword('k', 'a', figures(100, 10, 5.1, 20, 1)), keyword('k2', 'b', figures(200, 20, 9.9, 40, 2)));
    const campaign = finalizeCampaign(c);
    expect(campaign.ad_groups[0].metrics).toMatchObject({ impressions: 300, clicks: 30, spend: 15, sales: 60, orders: 3 });
    // The legacy Campaign row's ad ASINs become the single ad group's products.
    expect(campaign.ad_groups[0].products.map((p) => [p.asin, p.state, p.metrics.spend])).toEqual([['B0FT3YGR9V', 'paused', 15]]);
    expect(campaign.product_count).toBe(1);
  });

  test('legacy ad ASINs are not guessed onto one of several ad groups', () => {
    const store = new DraftStore('SB');
    const c = store.campaign('1');
    Object.assign(c, { hasRow: true, metrics: figures(0, 0, 0, 0, 0), campaignAdAsins: ['B0FT3YGR9V'] });
    store.adGroup(c, '2');
    store.adGroup(c, '3');
    expect(finalizeCampaign(c).product_count).toBe(0);
  });

  test('placements keep their percentage and get recomputed ratios', () => {
    const c = draft();
    c.placements.push({ placement: 'Placement Top', percentage: 35, metrics: figures(100, 10, 5, 20, 1) });
    expect(finalizeCampaign(c).placements).toEqual([
      { placement: 'Placement Top', percentage: 35, metrics: { impressions: 100, clicks: 10, spend: 5, sales: 20, orders: 1, units: 1, ctr: 10, cpc: 0.5, roas: 4, acos: 25, conversion_rate: 10 } },
    ]);
  });
});
