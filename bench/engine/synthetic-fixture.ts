/**
 * A large Amazon-like bulk fixture (campaigns -> ad groups -> products, keywords, targets,
 * negatives, search terms) for the benchmarks, written through the repo's fixture builder.
 * Used only when @ads-auditor/audit/fixtures does not export generateBulkWorkbook.
 */
import type { BulkFixture, FixtureCampaign, FixtureCounts } from '@ads-auditor/audit/fixtures';

/** mulberry32: small, fast, deterministic. */
function randomSource(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['valve', 'ball', 'brass', 'shutoff', 'water', 'pipe', 'inch', 'lead free', 'motorized', 'zone',
  'automatic', 'gas', 'sprinkler', 'pvc', 'stainless', 'quarter turn', 'compression', 'outdoor', 'check', 'gate'];
const MATCH_TYPES = ['Exact', 'Phrase', 'Broad'];
const EXPRESSIONS = ['close-match', 'loose-match', 'substitutes', 'complements'];

export function syntheticFixture(campaignCount: number, seed = 42): BulkFixture {
  const random = randomSource(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const phrase = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  const asin = () => `B0${Math.floor(random() * 36 ** 8).toString(36).toUpperCase().padStart(8, '0')}`;
  const counts = (scale: number): FixtureCounts => {
    const impressions = Math.floor(random() * 5000 * scale);
    const clicks = Math.floor(impressions * random() * 0.02);
    const orders = Math.floor(clicks * random() * 0.2);
    return { impressions, clicks, spend: Math.round(clicks * (0.3 + random() * 2) * 100) / 100, sales: Math.round(orders * (15 + random() * 40) * 100) / 100, orders };
  };
  const campaigns: FixtureCampaign[] = [];
  for (let c = 0; c < campaignCount; c++) {
    const auto = random() < 0.3;
    campaigns.push({
      name: `${pick(WORDS)} ${auto ? 'Auto' : 'Manual'} | ${phrase(2)} #${c}`,
      targeting: auto ? 'Auto' : 'Manual',
      dailyBudget: Math.round(random() * 100) + 5,
      adGroups: Array.from({ length: 2 }, (_, g) => ({
        name: `Ad group ${g + 1} - ${phrase(2)}`,
        defaultBid: Math.round(random() * 200) / 100 + 0.2,
        products: Array.from({ length: 3 }, () => ({ asin: asin(), sku: `SKU-${Math.floor(random() * 1e6)}` })),
        keywords: auto ? [] : Array.from({ length: 6 }, () => ({ text: phrase(3), matchType: pick(MATCH_TYPES), bid: Math.round(random() * 300) / 100, metrics: counts(1) })),
        targets: Array.from({ length: auto ? 4 : 2 }, (_, t) => ({ expression: auto ? EXPRESSIONS[t] : `asin="${asin()}"`, bid: Math.round(random() * 300) / 100, metrics: counts(1) })),
        negativeKeywords: [{ text: phrase(2), matchType: 'negativeExact' }, { text: phrase(1), matchType: 'negativePhrase' }],
        searchTerms: Array.from({ length: 7 }, () => ({
          term: random() < 0.2 ? asin().toLowerCase() : phrase(3),
          ...(auto ? { target: pick(EXPRESSIONS) } : {}),
          metrics: counts(0.3),
        })),
      })),
    });
  }
  return { campaigns };
}
