/**
 * 22 campaigns with simple figures, for the summaries, filters and sorting: campaign i
 * (1..22) spends 10 x i + 0.10, sells 30 x i, has 100 x i impressions, 5 x i clicks and
 * i orders. 1-14 are SP (odd auto, even manual), 15-19 SB, 20-22 SD.
 * Account: spend 2,532.20, sales 7,590, 25,300 impressions, 1,265 clicks, 253 orders.
 */
import type { BulkFixture, FixtureCampaign } from '../../src/fixtures/index.js';
import { m } from './sample-fixture.js';

const SP_STRATEGIES = ['Dynamic bids - down only', 'Dynamic bids - up and down', 'Fixed bid'];
const MATCH_TYPES = ['Exact', 'Phrase', 'Broad'];

function campaign(i: number): FixtureCampaign {
  const metrics = m(100 * i, 5 * i, Math.round((10 * i + 0.1) * 100) / 100, 30 * i, i);
  const id = String(700000000000000 + i);
  const group = { id: String(800000000000000 + i), name: `Group ${i}`, products: [{ asin: `B0000000${String(i).padStart(2, '0')}` }] };
  if (i <= 14) {
    const auto = i % 2 === 1;
    return {
      type: 'SP',
      id,
      name: `SP ${auto ? 'auto' : 'manual'} ${i}`,
      targeting: auto ? 'Auto' : 'Manual',
      biddingStrategy: SP_STRATEGIES[i % 3],
      state: i % 4 === 0 ? 'paused' : 'enabled',
      adGroups: [
        auto
          ? { ...group, targets: [{ expression: i % 3 === 0 ? 'substitutes' : 'close-match', metrics }] }
          : { ...group, keywords: [{ text: `keyword ${i}`, matchType: MATCH_TYPES[i % 3], metrics }] },
      ],
    };
  }
  if (i <= 19) {
    return {
      type: 'SB',
      id,
      name: `SB ${i}`,
      biddingStrategy: i % 2 === 0 ? 'true' : 'false',
      adGroups: [{ ...group, keywords: [{ text: `brand ${i}`, matchType: 'Broad', metrics }] }],
    };
  }
  return {
    type: 'SD',
    id,
    name: `SD ${i}`,
    adGroups: [{ ...group, targets: [{ expression: i === 20 ? 'views=(similar-product lookback=30)' : 'category="2748212011"', metrics }] }],
  };
}

export const MANY_CAMPAIGNS: BulkFixture = { campaigns: Array.from({ length: 22 }, (_, k) => campaign(k + 1)) };
