import { describe, expect, test } from 'vitest';
import { OTHER_TABS, SP_HEADERS } from '../../src/bulk/headers.js';
import { readSearchTermReport } from '../../src/node/read-search-term-report.js';
import { reportDate } from '../../src/search-term-report/report-dates.js';
import { writeStoredWorkbook } from '../../src/xlsx/workbook-writer.js';
import { reportCsvBytes, reportWorkbook, SP_REPORT_HEADERS, type ReportLine } from '../helpers/search-term-reports.js';

const line = (start: string, term: string, clicks: number, spend: number, sales: number, orders: number, campaign = 'Valves SP', end?: string): ReportLine => ({
  start, end, campaign, adGroup: 'Exact AG', targeting: 'nasal valve', matchType: 'EXACT', term, impressions: clicks * 25, clicks, spend, sales, orders,
});

// Three days of two terms; the money adds up to the cent only with exact sums (0.1 + 0.2...).
const DAILY = [
  line('2025-07-01', 'nasal valve', 10, 8.1, 29.99, 1),
  line('2025-07-01', 'snore stopper', 4, 3.2, 0, 0),
  line('2025-07-02', 'nasal valve', 12, 9.7, 59.98, 2),
  line('2025-07-03', 'nasal valve', 3, 2.3, 0, 0, 'Valves Auto'),
];

describe('the Search Term Report', () => {
  test.each([['xlsx', reportWorkbook(DAILY)], ['csv', reportCsvBytes(DAILY)]])('daily, as %s: totals, the period, days, campaigns and terms', async (_kind, bytes) => {
    const report = await readSearchTermReport(bytes);
    expect(report).toMatchObject({ product: 'SP', currency: 'USD', start_date: '2025-07-01', end_date: '2025-07-03', time_unit: 'daily', rows: 4, campaigns: 2, distinct_terms: 3 });
    expect(report.totals).toEqual({ impressions: 725, clicks: 29, spend: expect.closeTo(23.3, 9), sales: expect.closeTo(89.97, 9), orders: 3 });
    expect(report.by_day.map((d) => [d.date, Math.round(d.spend * 100), d.acos === null ? null : Math.round(d.acos * 100) / 100])).toEqual([
      ['2025-07-01', 1130, 37.68], ['2025-07-02', 970, 16.17], ['2025-07-03', 230, null],
    ]);
    expect(report.by_campaign.map((c) => c.campaign_name)).toEqual(['Valves SP', 'Valves Auto']);
    expect(report.terms.find((t) => t.customer_search_term === 'nasal valve' && t.campaign_name === 'Valves SP')).toMatchObject({ clicks: 22, orders: 3, ad_group_name: 'Exact AG', match_type: 'EXACT' });
  });

  test('a summary over the period: no days, the period from Start Date and End Date', async () => {
    const report = await readSearchTermReport(reportWorkbook([line('2025-05-01', 'nasal valve', 40, 30, 120, 4, 'Valves SP', '2025-06-30')], 'AED'));
    expect(report).toMatchObject({ time_unit: 'summary', start_date: '2025-05-01', end_date: '2025-06-30', currency: 'AED', by_day: [] });
  });

  test('the currency column: JPY', async () => {
    expect((await readSearchTermReport(reportCsvBytes(DAILY, 'JPY'))).currency).toBe('JPY');
  });

  test('dates as Excel serials and as text', () => {
    expect(reportDate(45839)).toBe('2025-07-01');
    expect(reportDate('Jul 01, 2025')).toBe('2025-07-01');
    expect(reportDate('2025-07-01')).toBe('2025-07-01');
    expect(reportDate('07/01/2025')).toBe('2025-07-01');
    expect(reportDate('Feb 30, 2025')).toBeNull();
    expect(reportDate('soon')).toBeNull();
  });

  describe('a file that is not a Search Term Report is named for what it looks like', () => {
    const refused = (bytes: Uint8Array) => readSearchTermReport(bytes).then(() => 'read', (error: Error) => error.message);
    test('a bulk file', async () => {
      expect(await refused(writeStoredWorkbook([{ name: 'Sponsored Products Campaigns', rows: [SP_HEADERS] }]))).toBe('This is an Amazon Ads bulk file, not a Search Term Report: upload it as the bulk file.');
    });
    test('a business report', async () => {
      const csv = new TextEncoder().encode('(Parent) ASIN,(Child) ASIN,Title,Sessions - Total\r\nB0A,B0B,T,3\r\n');
      expect(await refused(csv)).toBe('This is a business report, not a Search Term Report: add it as the business report.');
    });
    test('a Sponsored Display report', async () => {
      const csv = new TextEncoder().encode('Start Date,End Date,Campaign Name,Targeting,Matched target,Clicks,Spend\r\n');
      expect(await refused(csv)).toMatch(/^This is a Sponsored Display report/);
    });
    test('an unknown table', async () => {
      const sheet = writeStoredWorkbook([{ name: 'Sheet1', rows: [['Week', 'Orders', 'Returns', 'Refunds', 'Notes'], ['W1', 3, 0, 0, '']] }]);
      expect(await refused(sheet)).toBe("This is not a Search Term Report: it has no 'Customer Search Term' column (its first columns are 'Week', 'Orders', 'Returns', 'Refunds').");
      // A bulk file's Portfolios tab alone is still a bulk file.
      expect(await refused(writeStoredWorkbook([{ name: 'Portfolios', rows: [OTHER_TABS[0]!.headers] }]))).toMatch(/^This is an Amazon Ads bulk file/);
    });
    test('a report without rows', async () => {
      expect(await refused(reportWorkbook([]))).toMatch(/^The Search Term Report has no rows/);
      expect(SP_REPORT_HEADERS).toContain('7 Day Total Sales ');
    });
  });
});
