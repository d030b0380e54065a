import { describe, expect, test } from 'vitest';
import { readSearchTermReport } from '../../src/node/read-search-term-report.js';
import { searchTermReportView } from '../../src/search-term-report/report-view.js';
import { reportCsvBytes, type ReportLine } from '../helpers/search-term-reports.js';

const line = (start: string, campaign: string, adGroup: string, term: string, spend: number, sales: number): ReportLine => ({
  start, campaign, adGroup, targeting: term, matchType: 'EXACT', term, impressions: 100, clicks: 5, spend, sales, orders: sales > 0 ? 1 : 0,
});

const LINES = [
  line('2025-07-01', 'Valves SP', 'Exact AG', 'nasal valve', 8.1, 29.99),
  line('2025-07-02', 'Valves SP', 'Other AG', 'snore stopper', 3.2, 0),
  line('2025-07-03', 'Gone SP', 'Exact AG', 'chin strap', 2.3, 0),
];

describe('the Search Term Report joined with an audit', () => {
  test('campaigns and terms are matched by campaign and ad group names', async () => {
    const report = await readSearchTermReport(reportCsvBytes(LINES, 'AED'));
    const view = searchTermReportView(report, [{ name: 'Valves SP', ad_groups: [{ name: 'Exact AG' }] }]);
    expect(view).toMatchObject({ currency: 'AED', days: 3, time_unit: 'daily', matched_campaigns: 1, unmatched_campaigns: 1, term_count: 3 });
    expect(view.by_campaign.map((c) => [c.campaign_name, c.in_audit])).toEqual([['Valves SP', true], ['Gone SP', false]]);
    expect(view.top_terms.map((t) => [t.customer_search_term, t.in_audit])).toEqual([['nasal valve', true], ['snore stopper', false], ['chin strap', false]]);
    expect(view.by_day.map((d) => d.acos === null ? null : Math.round(d.acos * 100) / 100)).toEqual([27.01, null, null]);
  });

  test('without an audit nothing is matched or unmatched', async () => {
    const view = searchTermReportView(await readSearchTermReport(reportCsvBytes(LINES)), null);
    expect(view).toMatchObject({ matched_campaigns: 0, unmatched_campaigns: 0 });
    expect(view.by_campaign.every((c) => c.in_audit === null)).toBe(true);
  });
});
