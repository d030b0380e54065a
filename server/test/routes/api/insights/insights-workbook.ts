// A small account for the insights API tests. Spend 130 and 12 orders: cost per order (and the
// waste threshold at factor 1) 10.83, so the 15 and 20 dollar terms without orders are wasting.
import { computeInsights, type InsightSettings, type InsightsResult } from '@ads-auditor/audit';
import { buildBulkWorkbook, type BulkFixture, type FixtureCounts } from '@ads-auditor/audit/fixtures';
import { auditBulkWorkbook, readSearchTerms } from '@ads-auditor/audit/node';

const m = (clicks: number, spend: number, sales = 0, orders = 0): FixtureCounts => ({ impressions: clicks * 20, clicks, spend, sales, orders });

export const INSIGHTS_API_ACCOUNT: BulkFixture = {
  campaigns: [
    {
      id: '700', name: 'SP Manual',
      adGroups: [
        {
          id: '710', name: 'AG Exact',
          keywords: [
            { id: '711', text: 'steel valve', matchType: 'Exact', bid: 1, metrics: m(60, 60, 400, 10) },
            // No order: a wasting keyword at any factor.
            { id: '712', text: 'brass valve', matchType: 'Phrase', bid: 1, metrics: m(30, 30) },
          ],
          searchTerms: [
            { term: 'steel valve', keyword: 'steel valve', metrics: m(40, 40, 300, 8) },
            // Harvest: 2 orders at ACOS 10 %.
            { term: 'steel valve kit', keyword: 'steel valve', metrics: m(10, 10, 100, 2) },
            // Wasting; a brand term once 'acme' is one.
            { term: 'acme brass valve', keyword: 'brass valve', metrics: m(15, 15) },
            { term: 'brass valve cheap', keyword: 'brass valve', metrics: m(15, 15) },
          ],
        },
      ],
    },
    {
      id: '800', name: 'SP Auto', targeting: 'Auto',
      adGroups: [
        {
          id: '810', name: 'Auto AG',
          targets: [{ id: '811', expression: 'close-match', bid: 1, metrics: m(40, 40, 100, 2) }],
          searchTerms: [
            { term: 'green valve', target: 'close-match', metrics: m(20, 20, 100, 2) },
            { term: 'cheap fitting', target: 'close-match', metrics: m(20, 20) },
          ],
        },
      ],
    },
  ],
};

let cached: Uint8Array | undefined;
export const insightsWorkbook = (): Uint8Array => (cached ??= buildBulkWorkbook(INSIGHTS_API_ACCOUNT));

/** What the engine computes from the same workbook, read directly (as the API should answer, as JSON). */
export async function expectedInsights(settings: Partial<InsightSettings> = {}): Promise<InsightsResult> {
  const bytes = insightsWorkbook();
  const [audit, terms] = await Promise.all([auditBulkWorkbook(bytes), readSearchTerms(bytes)]);
  return JSON.parse(JSON.stringify(computeInsights({ campaigns: audit.campaigns, search_terms: terms.search_terms }, settings))) as InsightsResult;
}
