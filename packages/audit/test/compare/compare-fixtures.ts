/**
 * Two audits of one account whose differences are known by construction (the comparison tests
 * and the CLI tests read them): campaign 111 spends $50 more, 222 is paused, 444 comes back as
 * another campaign under the same id, 555 is gone and 666 is new. Search terms: 'cheap valve'
 * starts converting, 'brass ball valve' stops, 'zvalves' converts in both (in another campaign).
 */
import type { BulkFixture, FixtureCampaign, FixtureCounts, FixtureSearchTerm } from '../../src/fixtures/index.js';

const m = (clicks: number, spend: number, sales: number, orders: number): FixtureCounts => ({ impressions: clicks * 40, clicks, spend, sales, orders });

function campaign(
  id: string,
  name: string,
  keyword: { text: string; metrics: FixtureCounts },
  options: { type?: 'SP' | 'SB' | 'SD'; state?: string; searchTerms?: FixtureSearchTerm[] } = {},
): FixtureCampaign {
  const type = options.type ?? 'SP';
  const adGroup = type === 'SD'
    ? { name: `${name} ad group`, products: [{ asin: 'B0VALVE001' }], targets: [{ expression: 'views=(exact-product lookback=30)', bid: 0.5, metrics: keyword.metrics }] }
    : { name: `${name} ad group`, products: [{ asin: 'B0VALVE001' }], keywords: [{ text: keyword.text, matchType: 'Exact', bid: 1, metrics: keyword.metrics }], searchTerms: options.searchTerms };
  return { id, name, type, state: options.state, adGroups: [adGroup] };
}

const term = (text: string, keyword: string, metrics: FixtureCounts): FixtureSearchTerm => ({ term: text, keyword, metrics });

export const NAMES = {
  valves: 'SP Valves | Exact',
  fittings: 'SP Fittings | Phrase',
  brand: 'SB Brand | Valves',
  hoses: 'SP Hoses | Broad',
  clamps: 'SP Clamps | Broad',
  display: 'SD Retargeting',
  tees: 'SP Brass Tees | Exact',
} as const;

export const OLDER_ACCOUNT: BulkFixture = {
  campaigns: [
    campaign('111', NAMES.valves, { text: 'brass valve', metrics: m(80, 100, 400, 10) }, {
      searchTerms: [term('brass ball valve', 'brass valve', m(9, 10, 80, 2)), term('cheap valve', 'brass valve', m(4, 5, 0, 0))],
    }),
    campaign('222', NAMES.fittings, { text: 'brass fitting', metrics: m(40, 50, 100, 4) }),
    campaign('333', NAMES.brand, { text: 'zvalves', metrics: m(60, 80, 320, 8) }, {
      type: 'SB',
      searchTerms: [term('zvalves', 'zvalves', m(6, 7.5, 40, 1))],
    }),
    campaign('444', NAMES.hoses, { text: 'garden hose', metrics: m(25, 30, 60, 2) }),
    campaign('555', NAMES.display, { text: '', metrics: m(30, 21, 50, 2) }, { type: 'SD' }),
  ],
};

export const NEWER_ACCOUNT: BulkFixture = {
  campaigns: [
    campaign('111', NAMES.valves, { text: 'brass valve', metrics: m(110, 150, 450, 11) }, {
      searchTerms: [term('Brass ball valve ', 'brass valve', m(7, 8, 0, 0)), term('cheap valve', 'brass valve', m(5, 6.2, 25, 1))],
    }),
    campaign('222', NAMES.fittings, { text: 'brass fitting', metrics: m(10, 12.34, 0, 0) }, { state: 'paused' }),
    campaign('333', NAMES.brand, { text: 'zvalves', metrics: m(60, 80, 320, 8) }, { type: 'SB' }),
    campaign('444', NAMES.clamps, { text: 'hose clamp', metrics: m(25, 30, 60, 2) }),
    campaign('666', NAMES.tees, { text: 'brass tee', metrics: m(35, 45.67, 90, 3) }, {
      searchTerms: [term('zvalves', 'brass tee', m(3, 2.5, 30, 1))],
    }),
  ],
};

/** Account spend: 100 + 50 + 80 + 30 + 21 earlier, 150 + 12.34 + 80 + 30 + 45.67 later. */
export const EXPECTED_SPEND = { older: 281, newer: 318.01, change: 37.01 } as const;
