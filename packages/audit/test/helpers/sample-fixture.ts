/** A small account used by several tests: SP auto + manual, SB, SD, negatives, search terms. */
import type { BulkFixture, FixtureCounts } from '../../src/fixtures/index.js';

export const m = (impressions: number, clicks: number, spend: number, sales: number, orders: number): FixtureCounts => ({
  impressions,
  clicks,
  spend,
  sales,
  orders,
});

export const SMALL_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      id: '111111111111111',
      name: 'SP Auto',
      targeting: 'Auto',
      biddingStrategy: 'Dynamic bids - up and down',
      adGroups: [
        {
          id: '211111111111111',
          name: 'Auto group',
          products: [{ asin: 'B000000001' }, { asin: 'B000000002', weight: 3 }],
          targets: [
            { expression: 'close-match', bid: 0.8, metrics: m(1000, 40, 30.1, 90.3, 3) },
            { expression: 'substitutes', metrics: m(500, 10, 8.21, 0, 0) },
          ],
          searchTerms: [
            { term: 'b000000009', target: 'close-match', metrics: m(20, 2, 1.5, 0, 0) },
            { term: 'snore stopper', target: 'substitutes', metrics: m(0, 1, 0.7, 20, 1) },
          ],
        },
      ],
      negativeKeywords: [{ text: 'free', matchType: 'Negative Phrase' }],
    },
    {
      id: '111111111111112',
      name: 'SP Manual Exact',
      biddingStrategy: 'Fixed bid',
      adGroups: [
        {
          id: '211111111111112',
          name: 'Exact group',
          products: [{ asin: 'B000000001' }],
          keywords: [
            { text: 'snore stopper', matchType: 'Exact', bid: 1.2, metrics: m(2000, 100, 120.55, 400.1, 10) },
            { text: 'anti snore', matchType: 'Phrase', metrics: m(300, 5, 4.45, 0, 0) },
          ],
          targets: [{ expression: 'asin="B0ABCDEFGH"', bid: 0.9, metrics: m(100, 2, 1.9, 25, 1) }],
          negativeKeywords: [{ text: 'cheap', matchType: 'Negative Exact' }],
          negativeTargets: [{ expression: 'asin="B0ZZZZZZZZ"' }],
          searchTerms: [{ term: 'snore stopper', keyword: 'snore stopper', metrics: m(50, 5, 6, 40, 2) }],
        },
      ],
    },
    {
      type: 'SB',
      id: '311111111111111',
      name: 'SB Video',
      biddingStrategy: 'true',
      adGroups: [
        {
          id: '411111111111111',
          name: 'SB group',
          products: [{ asin: 'B000000002' }],
          keywords: [{ text: 'anti snoring', matchType: 'Broad', metrics: m(4000, 80, 60.3, 150.7, 5) }],
          searchTerms: [{ term: 'anti snoring device', keyword: 'anti snoring', metrics: m(10, 3, 2.2, 0, 0) }],
        },
      ],
    },
    {
      type: 'SD',
      id: '511111111111111',
      name: 'SD Contextual',
      adGroups: [
        {
          id: '611111111111111',
          name: 'SD group',
          products: [{ asin: 'B000000003' }],
          targets: [{ expression: 'category="702368011"', bid: 0.6, metrics: m(9000, 30, 15, 0, 0) }],
        },
      ],
    },
  ],
};
