// Search Term Reports of an ad account: uploaded as .csv or .xlsx, daily or a summary, kept for
// the account and joined with its latest audit by campaign and ad group names; a file that is not
// such a report is refused with a message naming what it looks like, and changes nothing.
import { reportCsvBytes, reportWorkbook, type ReportLine } from '@ads-auditor/audit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SEARCH_TERM_REPORT } from '../../../src/commands/search-term-report.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile, XLSX_MIME } from '../../helpers/audit.js';
import { SELLER_REPORT_CSV, smallWorkbook } from '../../helpers/workbooks.js';

const line = (start: string, campaign: string, adGroup: string, term: string, clicks: number, spend: number, sales: number, end?: string): ReportLine => ({
  start, end, campaign, adGroup, targeting: term, matchType: 'EXACT', term, impressions: clicks * 20, clicks, spend, sales, orders: sales > 0 ? 1 : 0,
});

// 0.1 + 0.2 style sums: the totals are exact only when added with care.
const DAILY = [
  line('2025-07-01', 'SP Manual Exact', 'Exact group', 'brass valve', 10, 8.1, 29.99),
  line('2025-07-01', 'SP Manual Exact', 'Exact group', 'steel valve', 4, 3.2, 0),
  line('2025-07-02', 'SP Auto', 'Auto group', 'valve kit', 12, 9.7, 59.98),
  line('2025-07-03', 'Old campaign', 'Some group', 'valve', 3, 2.3, 0),
];

interface Report {
  id: number;
  file_name: string;
  audit: { upload_id: number; file_name: string } | null;
  currency: string | null;
  start_date: string;
  end_date: string;
  time_unit: 'daily' | 'summary';
  days: number;
  totals: { spend: number; sales: number; clicks: number; orders: number; acos: number | null };
  by_day: { date: string; spend: number; sales: number; acos: number | null }[];
  by_campaign: { campaign_name: string; spend: number; in_audit: boolean | null }[];
  matched_campaigns: number;
  unmatched_campaigns: number;
  top_terms: { customer_search_term: string; in_audit: boolean | null }[];
}

const cents = (amount: number) => Math.round(amount * 100);

describe.each(dialects)('Search Term Reports (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let aliceAccount: number;
  let uploadId: number;

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    uploadId = (await uploadAndWait(t.app, alice, smallWorkbook(), 'bulk-july.xlsx')).started.upload_id;
    aliceAccount = (await accountsOf(alice))[0]!.id;
  });
  afterAll(async () => t?.close());

  async function accountsOf(user: SignedInUser): Promise<{ id: number }[]> {
    return (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: authHeaders(user) })).json<{ accounts: { id: number }[] }>().accounts;
  }
  const url = (accountId: number) => `/api/accounts/${accountId}/search-term-reports`;
  const upload = (user: SignedInUser, accountId: number, bytes: Uint8Array, fileName = 'Sponsored Products Search term report.csv', contentType = 'text/csv') =>
    uploadFile(t.app, user, bytes, { url: url(accountId), fileName, contentType });
  const latest = (user: SignedInUser, accountId: number) => t.app.inject({ method: 'GET', url: `${url(accountId)}/latest`, headers: authHeaders(user) });

  it('reads a daily .csv report: the period, its currency, totals to the cent, each day, and the campaigns found in the latest audit', async () => {
    expect((await latest(alice, aliceAccount)).json()).toEqual({ detail: NO_SEARCH_TERM_REPORT });
    const response = await upload(alice, aliceAccount, reportCsvBytes(DAILY, 'AED'));
    expect(response.statusCode).toBe(201);
    const report = response.json<Report>();
    expect(report).toMatchObject({
      file_name: 'Sponsored Products Search term report.csv', audit: { upload_id: uploadId, file_name: 'bulk-july.xlsx' },
      currency: 'AED', start_date: '2025-07-01', end_date: '2025-07-03', time_unit: 'daily', days: 3, matched_campaigns: 2, unmatched_campaigns: 1,
    });
    expect([cents(report.totals.spend), cents(report.totals.sales), report.totals.clicks, report.totals.orders]).toEqual([2330, 8997, 29, 2]);
    expect(report.by_day.map((d) => [d.date, cents(d.spend), cents(d.sales)])).toEqual([['2025-07-01', 1130, 2999], ['2025-07-02', 970, 5998], ['2025-07-03', 230, 0]]);
    expect(report.by_day[2]!.acos).toBeNull();
    expect(report.by_campaign.map((c) => [c.campaign_name, c.in_audit])).toEqual([['SP Manual Exact', true], ['SP Auto', true], ['Old campaign', false]]);
    expect(report.top_terms.map((term) => [term.customer_search_term, term.in_audit])).toEqual([['valve kit', true], ['brass valve', true], ['steel valve', true], ['valve', false]]);

    const again = await latest(alice, aliceAccount);
    expect(again.statusCode).toBe(200);
    expect(again.json<Report>()).toEqual(report);
  });

  it('reads a summary .xlsx report in yen: the period from Start Date to End Date, no days', async () => {
    const response = await upload(alice, aliceAccount, reportWorkbook([line('2025-05-01', 'SP Auto', 'Auto group', 'valve kit', 40, 3000, 12000, '2025-06-30')], 'JPY'), 'summary.xlsx', XLSX_MIME);
    expect(response.statusCode).toBe(201);
    expect(response.json<Report>()).toMatchObject({ currency: 'JPY', start_date: '2025-05-01', end_date: '2025-06-30', days: 61, time_unit: 'summary', by_day: [] });
    expect((await latest(alice, aliceAccount)).json<Report>().file_name).toBe('summary.xlsx');
  });

  it('feeds Insights: the report\'s terms over its own period, joined with the audit\'s campaigns by name', async () => {
    const lines = [
      line('2025-07-01', 'SP Manual Exact', 'Exact group', 'copper pipe cutter', 40, 95.5, 0),
      line('2025-07-02', 'Old campaign', 'Some group', 'valve', 3, 2.3, 0),
    ];
    expect((await upload(alice, aliceAccount, reportCsvBytes(lines), 'insights.csv')).statusCode).toBe(201);
    const insights = await t.app.inject({ method: 'GET', url: `/api/insights?source=search_term_report&account_id=${aliceAccount}&waste_factor=0.1`, headers: authHeaders(alice) });
    expect(insights.statusCode).toBe(200);
    const body = insights.json<{ upload_id: number; search_term_report: object; negative_suggestions: { keyword_text: string; match_type: string }[] }>();
    expect(body.search_term_report).toMatchObject({ file_name: 'insights.csv', start_date: '2025-07-01', end_date: '2025-07-02', unmatched_lines: 1 });
    expect(body.negative_suggestions.filter((n) => n.match_type === 'Negative Exact').map((n) => n.keyword_text)).toEqual(['copper pipe cutter']);
    // The bulk file's own search terms, as before, without the report.
    const fromBulk = (await t.app.inject({ method: 'GET', url: `/api/insights?account_id=${aliceAccount}`, headers: authHeaders(alice) })).json<object>();
    expect(fromBulk).not.toHaveProperty('search_term_report');
  });

  it('refuses a file that is not a Search Term Report with 400 naming what it looks like, and keeps the latest report', async () => {
    const cases: [Uint8Array, string, string, RegExp][] = [
      [smallWorkbook(), 'bulk.xlsx', XLSX_MIME, /^This is an Amazon Ads bulk file, not a Search Term Report/],
      [new TextEncoder().encode(SELLER_REPORT_CSV), 'BusinessReport.csv', 'text/csv', /^This is a business report, not a Search Term Report/],
      [new TextEncoder().encode('Start Date,End Date,Campaign Name,Targeting,Matched target,Clicks,Spend\r\n'), 'sd.csv', 'text/csv', /^This is a Sponsored Display report/],
      [new TextEncoder().encode('Week,Orders\r\nW1,3\r\n'), 'weeks.csv', 'text/csv', /^This is not a Search Term Report: it has no 'Customer Search Term' column/],
    ];
    for (const [bytes, name, type, message] of cases) {
      const response = await upload(alice, aliceAccount, bytes, name, type);
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(message);
    }
    const wrongType = await upload(alice, aliceAccount, reportCsvBytes(DAILY), 'report.txt', 'text/plain');
    expect(wrongType.statusCode).toBe(415);
    expect((await latest(alice, aliceAccount)).json<Report>().file_name).toBe('insights.csv');
  });

  it('answers 404 for another user\'s account, and changes nothing there', async () => {
    const bob = await signUpAndLogin(t.app);
    for (const response of [
      await upload(bob, aliceAccount, reportCsvBytes(DAILY)),
      await latest(bob, aliceAccount),
      await t.app.inject({ method: 'DELETE', url: url(aliceAccount), headers: authHeaders(bob) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Account not found' });
    }
    expect((await latest(alice, aliceAccount)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url(aliceAccount)}/latest` })).statusCode).toBe(401);
  });

  it('reads a report for an account without an audit (nothing matched), and forgets the account\'s reports', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { name: 'New client' }, headers: authHeaders(alice) });
    const accountId = created.json<{ id: number }>().id;
    const report = (await upload(alice, accountId, reportCsvBytes(DAILY))).json<Report>();
    expect(report).toMatchObject({ audit: null, currency: 'USD', matched_campaigns: 0, unmatched_campaigns: 0 });
    expect(report.by_campaign.every((c) => c.in_audit === null)).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: url(accountId), headers: authHeaders(alice) });
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await latest(alice, accountId)).statusCode).toBe(404);
    expect((await latest(alice, aliceAccount)).statusCode).toBe(200);
  });
});
