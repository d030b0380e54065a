/**
 * An account whose insights are known by construction (see the comments): account spend 240 and
 * 20 orders, so the cost per order, and the waste threshold at factor 1, is exactly 12.
 */
import type { BulkFixture, FixtureCounts } from '../../src/fixtures/index.js';
import { auditFixture, searchTermsOf } from '../helpers/audit-fixture.js';
import type { InsightsInput } from '../../src/insights/types.js';

const m = (clicks: number, spend: number, sales = 0, orders = 0): FixtureCounts => ({ impressions: clicks * 20, clicks, spend, sales, orders });

export const INSIGHTS_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      id: '100', name: 'SP Manual',
      adGroups: [
        {
          id: '110', name: 'AG Exact',
          keywords: [
            // 73 clicks, $73, $450 sales, 12 orders: ACOS 16.2 %.
            { id: '111', text: 'red valve', matchType: 'Exact', bid: 1, metrics: m(73, 73, 450, 12) },
            // No order at all: $37 wasted (no_orders).
            { id: '112', text: 'blue valve', matchType: 'Phrase', bid: 1, metrics: m(37, 37) },
          ],
          negativeKeywords: [{ text: 'already bad', matchType: 'Negative Exact' }],
          searchTerms: [
            { term: 'red valve', keyword: 'red valve', metrics: m(40, 40, 400, 10) },
            // Harvest: 2 orders, ACOS 10 %, CPC 1.00, converts in this manual keyword ad group.
            { term: 'red valve kit', keyword: 'red valve', metrics: m(5, 5, 50, 2) },
            // Wasting ($13 >= 12), but converts in AG Broad of the same campaign: conflict warning.
            { term: 'pump parts', keyword: 'red valve', metrics: m(13, 13) },
            // Wasting, but an existing Negative Exact already stops it.
            { term: 'already bad', keyword: 'red valve', metrics: m(15, 15) },
            { term: 'blue valve cheap', keyword: 'blue valve', metrics: m(14, 14) },
            // Under the minimum clicks (10): not judged on its own.
            { term: 'blue valve free', keyword: 'blue valve', metrics: m(8, 8) },
            // Wasting; a brand term when 'acme' is one.
            { term: 'Acme Valve', keyword: 'blue valve', metrics: m(15, 15) },
          ],
        },
        {
          id: '120', name: 'AG Broad',
          // ACOS 80 % >= 2 x 30 %: wasted 40 - 50 x 0.3 = 25 (high_acos).
          keywords: [{ id: '121', text: 'valve', matchType: 'Broad', bid: 1, metrics: m(20, 40, 50, 1) }],
          searchTerms: [
            { term: 'pump parts', keyword: 'valve', metrics: m(10, 20, 50, 1) },
            { term: 'valve thing', keyword: 'valve', metrics: m(10, 20) },
          ],
        },
      ],
    },
    {
      id: '200', name: 'SP Auto', targeting: 'Auto',
      adGroups: [
        {
          id: '210', name: 'Auto AG',
          targets: [{ id: '211', expression: 'close-match', bid: 1, metrics: m(66, 66, 220, 4) }],
          searchTerms: [
            // Harvest, but only an auto ad group: no destination.
            { term: 'green valve kit', target: 'close-match', metrics: m(30, 30, 200, 3) },
            // An ASIN term: wasted spend, never a keyword negative.
            { term: 'B0ABCDEFGH', target: 'close-match', metrics: m(20, 20) },
            { term: 'cheap pump', target: 'close-match', metrics: m(6, 6) },
            // Converts here too (ACOS 50 %): a term conflict with AG Exact (ACOS 10 %).
            { term: 'red valve', target: 'close-match', metrics: m(10, 10, 20, 1) },
          ],
        },
      ],
    },
    {
      type: 'SB', id: '300', name: 'SB Brand',
      adGroups: [
        {
          id: '310', name: 'SB AG',
          keywords: [{ id: '311', text: 'valve set', matchType: 'Broad', bid: 1, metrics: m(20, 24, 100, 3) }],
          searchTerms: [
            { term: 'valve set', keyword: 'valve set', metrics: m(10, 10, 100, 3) },
            { term: 'cheap valve set', keyword: 'valve set', metrics: m(10, 14) },
          ],
        },
      ],
    },
  ],
};

export function insightsInput(fixture: BulkFixture = INSIGHTS_ACCOUNT): InsightsInput {
  return { campaigns: auditFixture(fixture).campaigns, search_terms: searchTermsOf(fixture).search_terms };
}
