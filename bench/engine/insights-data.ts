/**
 * The generated account of the insights benchmark: search term records (SP and SB, words from a
 * Zipf-like vocabulary, some ASIN terms) and a campaign tree with keywords. Deterministic: the
 * same data for the same number of terms.
 */
import { metricsFromCounts, type Campaign, type InsightsInput, type SearchTermRecord } from '@ads-auditor/audit';
import { seededRandom } from './seeded-random.js';

export const CAMPAIGNS = 2000;
const AD_GROUPS_PER_CAMPAIGN = 3;
const money = (value: number) => Math.round(value * 100) / 100;

export function insightsBenchInput(terms: number): InsightsInput {
  const rand = seededRandom(12);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  /** A Zipf-like vocabulary: a few words are in many terms, most in few. */
  const VOCABULARY = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
  const word = () => VOCABULARY[Math.floor(VOCABULARY.length * rand() ** 3)];

  const campaigns: Campaign[] = Array.from({ length: CAMPAIGNS }, (_, c) => {
    const metrics = metricsFromCounts({ impressions: 10_000, clicks: 100, spend: 100, sales: 300, orders: 10, units: 10 });
    return {
      id: `${1000 + c}`, name: `Campaign ${c}`, type: 'Sponsored Products', type_code: 'SP', state: 'enabled',
      targeting: c % 4 === 0 ? 'auto' : 'manual', bidding_strategy: null, portfolio: null, daily_budget: 50, metrics, placements: [],
      ad_groups: Array.from({ length: AD_GROUPS_PER_CAMPAIGN }, (_, g) => ({
        id: `${1000 + c}-${g}`, name: `Ad group ${g}`, state: 'enabled', default_bid: 0.75, metrics, products: [],
        keywords: Array.from({ length: 20 }, (_, k) => ({ id: `k${c}-${g}-${k}`, text: `${word()} ${word()}`, match_type: pick(['Exact', 'Phrase', 'Broad']), state: 'enabled', bid: 0.8, metrics })),
        product_targeting: [],
        negative_keywords: [{ keyword_text: word(), match_type: 'Negative Phrase', state: 'enabled', level: 'ad_group' as const }],
        negative_targeting: [],
      })),
      ad_group_count: AD_GROUPS_PER_CAMPAIGN, product_count: 0, keyword_count: 60,
    };
  });

  const searchTerms: SearchTermRecord[] = Array.from({ length: terms }, (_, i) => {
    const campaign = Math.floor(rand() * CAMPAIGNS);
    const adGroup = Math.floor(rand() * AD_GROUPS_PER_CAMPAIGN);
    const asin = rand() < 0.1;
    const words = 1 + Math.floor(rand() * 5);
    const term = asin ? `b0${Math.floor(rand() * 1e8).toString(36).padStart(8, '0')}` : Array.from({ length: words }, word).join(' ');
    const clicks = Math.floor(rand() ** 2 * 40);
    const spend = money(clicks * (0.3 + rand()));
    const orders = rand() < 0.25 ? Math.floor(rand() * 4) : 0;
    const sales = money(orders * (15 + rand() * 30));
    const counts = { impressions: clicks * 40, clicks, spend, sales, orders, units: orders };
    const m = metricsFromCounts(counts);
    const type = i % 5 === 0 ? 'SB' : 'SP';
    return {
      id: `${type.toLowerCase()}-${i + 2}`, campaign_type: type, campaign_id: `${1000 + campaign}`, ad_group_id: `${1000 + campaign}-${adGroup}`,
      campaign_name: `Campaign ${campaign}`, ad_group_name: `Ad group ${adGroup}`, type: 'keyword', keyword_id: `k${campaign}-${adGroup}-0`,
      product_targeting_id: null, customer_search_term: term, text: 'kw', expression: null, match_type: 'Broad', bid: 0.8, bid_is_default: false,
      state: 'enabled',
      metrics: { ...counts, click_through_rate: m.ctr, acos: m.acos, cpc: m.cpc, roas: m.roas, conversion_rate: m.conversion_rate },
    };
  });
  return asStored({ campaigns, search_terms: searchTerms });
}

/**
 * The input as the server hands it to computeInsights: the campaign tree parsed from the stored
 * audit result, each search term parsed from its stored row (server/src/repositories/search-terms.ts).
 * Where objects sit in memory matters on this scale: made by the generator above, each record's
 * figures lie far apart (interleaved with the generator's garbage), and merely reading them costs
 * 20 times more (100 ms for 200,000 records) than reading the parsed ones, which the
 * server and the CLI's reader make one record at a time.
 */
function asStored(input: InsightsInput): InsightsInput {
  return {
    campaigns: JSON.parse(JSON.stringify(input.campaigns)) as Campaign[],
    search_terms: input.search_terms.map((record) => JSON.parse(JSON.stringify(record)) as SearchTermRecord),
  };
}
