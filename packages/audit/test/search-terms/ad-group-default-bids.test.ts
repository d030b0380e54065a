import { describe, expect, test } from 'vitest';
import { bulkWorkbookSheets, type BulkFixture } from '../../src/fixtures/index.js';
import { adGroupDefaultBids, fillDefaultBids } from '../../src/search-terms/ad-group-default-bids.js';
import { SearchTermCollector } from '../../src/search-terms/search-term-collector.js';
import type { SearchTermRecord } from '../../src/search-terms/types.js';
import { auditFixture, searchTermsOf } from '../helpers/audit-fixture.js';
import { m, SMALL_ACCOUNT } from '../helpers/sample-fixture.js';
import { visitSheets } from '../helpers/visit-rows.js';

/** SMALL_ACCOUNT with default bids of its own; the SP auto group's 'substitutes' target has no bid. */
const ACCOUNT: BulkFixture = {
  campaigns: SMALL_ACCOUNT.campaigns.map((c) => ({
    ...c,
    adGroups: c.adGroups.map((g) => ({ ...g, defaultBid: g.name === 'Auto group' ? 0.65 : 1.15 })),
  })),
};
/** ACCOUNT whose SB ad group has a target without a bid, and a search term of it. */
const SB_WITHOUT_BID: BulkFixture = {
  campaigns: ACCOUNT.campaigns.map((c) => {
    if (c.type !== 'SB') return c;
    const target = { expression: 'asin="B0SBTARGET"', metrics: m(10, 3, 2.2, 0, 0) };
    const searchTerms = [{ term: 'sb term', target: target.expression, metrics: target.metrics }];
    return { ...c, adGroups: c.adGroups.map((g) => ({ ...g, keywords: [], targets: [target], searchTerms })) };
  }),
};

const bids = (terms: SearchTermRecord[]) => terms.map((t) => [t.customer_search_term, t.bid, t.bid_is_default]);

/** The search terms of a fixture, filled with the default bids of its audit. */
function filled(fixture: BulkFixture): SearchTermRecord[] {
  const terms = searchTermsOf(fixture).search_terms;
  fillDefaultBids(terms, adGroupDefaultBids(auditFixture(fixture).campaigns));
  return terms;
}

describe('ad group default bids of search terms', () => {
  test('the audit gives the default bid of each SP and SD ad group; Sponsored Brands ad groups have none', () => {
    expect(Object.fromEntries(adGroupDefaultBids(auditFixture(ACCOUNT).campaigns))).toEqual({
      '211111111111111': 0.65,
      '211111111111112': 1.15,
      '611111111111111': 1.15,
    });
  });

  test("a term without a bid of its own takes its ad group's default bid, marked as the default", () => {
    expect(bids(filled(ACCOUNT))).toEqual([
      ['b000000009', 0.8, false],
      ['snore stopper', 0.65, true],
      ['snore stopper', 1.2, false],
      ['anti snoring device', 0.75, false],
    ]);
  });

  test('an SB term without a bid of its own keeps an unknown bid (Sponsored Brands ad groups have no default bid)', () => {
    const sbTerm = filled(SB_WITHOUT_BID).find((t) => t.customer_search_term === 'sb term')!;
    expect([sbTerm.bid, sbTerm.bid_is_default]).toEqual([null, false]);
  });

  test('without default bids (an upload stored before them) every bid stays as read', () => {
    const terms = searchTermsOf(ACCOUNT).search_terms;
    fillDefaultBids(terms, new Map());
    expect(terms.find((t) => t.expression === 'substitutes')).toMatchObject({ bid: null, bid_is_default: false });
  });

  test('the search term reader reads the search term tabs only, even when a term lacks a bid', () => {
    const collector = new SearchTermCollector();
    const read: string[] = [];
    const select = (name: string) => {
      const visitor = collector.selectSheet(name);
      if (visitor) read.push(name);
      return visitor;
    };
    const { search_terms } = collector.finish(visitSheets(bulkWorkbookSheets(ACCOUNT, { allTabs: true }), select));
    expect(read).toEqual(['SP Search Term Report', 'SB Search Term Report']);
    expect(search_terms.find((t) => t.expression === 'substitutes')).toMatchObject({ bid: null, bid_is_default: false });
  });
});
