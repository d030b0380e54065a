import { describe, expect, test } from 'vitest';
import { computeInsights } from '../../src/insights/compute-insights.js';
import { metricsFromCounts } from '../../src/metrics/metrics.js';
import type { Campaign } from '../../src/model/contract.js';
import { readSearchTermReport } from '../../src/node/read-search-term-report.js';
import { reportSearchTerms } from '../../src/search-term-report/report-search-terms.js';
import { reportCsvBytes, type ReportLine } from '../helpers/search-term-reports.js';

const metrics = metricsFromCounts({ impressions: 1000, clicks: 100, spend: 100, sales: 300, orders: 10, units: 10 });

// One SP campaign with an exact keyword and an auto target; the names are what the report joins on.
const CAMPAIGNS = [{
  id: '111', name: 'Valves SP', type: 'Sponsored Products', type_code: 'SP', state: 'enabled', metrics, placements: [],
  ad_groups: [{
    id: '222', name: 'Exact AG', state: 'enabled', default_bid: 0.75, metrics, products: [], negative_keywords: [], negative_targeting: [],
    keywords: [{ id: '333', text: 'Nasal Valve', match_type: 'Exact', state: 'enabled', bid: 1.2, metrics }],
    product_targeting: [{ id: '444', expression: 'close-match', state: 'enabled', bid: null, metrics }],
  }],
}] as unknown as Campaign[];

const line = (targeting: string, matchType: string, term: string, clicks: number, spend: number, sales: number, orders: number, campaign = 'Valves SP'): ReportLine => ({
  start: '2025-07-01', campaign, adGroup: 'Exact AG', targeting, matchType, term, impressions: clicks * 20, clicks, spend, sales, orders,
});

describe("the report's terms for Insights", () => {
  test('joined by names to the keyword and the target; lines of another campaign are counted, not kept', async () => {
    const report = await readSearchTermReport(reportCsvBytes([
      line('nasal valve', 'EXACT', 'nasal valve', 30, 20, 90, 3),
      line('close-match', '-', 'snore stopper strips', 25, 18, 0, 0),
      line('nasal valve', 'EXACT', 'nasal valve', 5, 4, 0, 0, 'Gone SP'),
    ]));
    const { search_terms, unmatched_lines } = reportSearchTerms(report, CAMPAIGNS);
    expect(unmatched_lines).toBe(1);
    expect(search_terms.map((t) => [t.customer_search_term, t.type, t.keyword_id, t.product_targeting_id, t.bid, t.bid_is_default])).toEqual([
      ['nasal valve', 'keyword', '333', null, 1.2, false],
      ['snore stopper strips', 'product_targeting', null, '444', 0.75, true],
    ]);

    // Insights over the report: the term without sales is a negative, the one with orders a harvest.
    const insights = computeInsights({ campaigns: CAMPAIGNS, search_terms }, { min_clicks: 10, harvest_min_orders: 2 });
    expect(insights.negative_suggestions.filter((n) => n.match_type === 'Negative Exact').map((n) => [n.keyword_text, n.campaign_id])).toEqual([['snore stopper strips', '111']]);
    expect(insights.harvest_suggestions.map((h) => h.search_term)).not.toContain('snore stopper strips');
  });
});
