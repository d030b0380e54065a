// The plan over the account's Search Term Report: its negatives and harvests come from the report's
// terms (joined with the upload's campaigns by name), the answer names the report, and decisions
// and the export follow the source of the plan viewed. Without a report the source answers 404.
import { reportCsvBytes, type ReportLine } from '@ads-auditor/audit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SEARCH_TERM_REPORT } from '../../../../src/commands/search-term-report.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile } from '../../../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../../helpers/index.js';
import { workbookWithoutSearchTerms } from '../../../helpers/workbooks.js';

const line = (campaign: string, adGroup: string, term: string, clicks: number, spend: number, sales: number): ReportLine => ({
  start: '2025-07-01', end: '2025-07-28', campaign, adGroup, targeting: term, matchType: 'EXACT', term, impressions: clicks * 20, clicks, spend, sales, orders: sales > 0 ? 1 : 0,
});

interface PlanAnswer {
  search_term_report?: { file_name: string; start_date: string; end_date: string; unmatched_lines: number };
  decisions: Record<string, { status: string | null }>;
  plan: { items: { id: string; kind: string; proposed: unknown }[]; absent: { kind: string }[] };
}

describe.each(dialects)('plan over a Search Term Report (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let uploadId: number;
  let accountId: number;

  const call = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/bulk/uploads/${uploadId}/${path}`, payload: payload === undefined ? undefined : JSON.stringify(payload), headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...authHeaders(alice) } });
  const planOf = async (query = '') => {
    const response = await call('GET', `plan${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlanAnswer>();
  };

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect);
    alice = await signUpAndLogin(t.app);
    // A workbook without search term tabs: only the report can bring negatives and harvests.
    uploadId = (await uploadAndWait(t.app, alice, workbookWithoutSearchTerms(), 'bulk-july.xlsx')).started.upload_id;
    accountId = (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: authHeaders(alice) })).json<{ accounts: { id: number }[] }>().accounts[0]!.id;
    await t.app.inject({ method: 'PUT', url: `/api/insights/settings?account_id=${accountId}`, payload: { waste_factor: 0.1 }, headers: authHeaders(alice) });
  });
  afterAll(async () => t?.close());

  it('answers 404 naming the missing report, for the plan, its decisions and its export', async () => {
    for (const response of [
      await call('GET', 'plan?source=search_term_report'),
      await call('PUT', 'plan/decisions?source=search_term_report', { decisions: [{ item_id: 'negative:any', status: 'accepted' }] }),
      await call('POST', 'plan/export?source=search_term_report'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: NO_SEARCH_TERM_REPORT });
    }
    expect((await call('GET', 'plan?source=weekly')).statusCode).toBe(422);
  });

  it('takes its negatives from the report, names it, and exports what was accepted over the same source', async () => {
    const lines = [
      line('SP Manual Exact', 'Exact group', 'copper pipe cutter', 40, 95.5, 0),
      line('Old campaign', 'Some group', 'valve', 3, 2.3, 0),
    ];
    const uploaded = await uploadFile(t.app, alice, reportCsvBytes(lines), { url: `/api/accounts/${accountId}/search-term-reports`, fileName: 'july terms.csv', contentType: 'text/csv' });
    expect(uploaded.statusCode).toBe(201);

    const fromBulk = await planOf();
    expect(fromBulk).not.toHaveProperty('search_term_report');
    expect(fromBulk.plan.items.filter((i) => i.kind === 'negative')).toEqual([]);
    expect(fromBulk.plan.absent.map((a) => a.kind)).toEqual(expect.arrayContaining(['negative', 'harvest']));

    const fromReport = await planOf('?source=search_term_report');
    expect(fromReport.search_term_report).toMatchObject({ file_name: 'july terms.csv', start_date: '2025-07-01', end_date: '2025-07-28', unmatched_lines: 1 });
    const negative = fromReport.plan.items.find((i) => i.kind === 'negative' && i.proposed === 'copper pipe cutter');
    expect(negative, JSON.stringify(fromReport.plan.items.map((i) => i.id))).toBeDefined();
    expect(fromReport.plan.absent.map((a) => a.kind)).not.toContain('negative');

    // A decision is checked against the plan of its source: the bulk file's plan has no such item.
    const refused = await call('PUT', 'plan/decisions', { decisions: [{ item_id: negative!.id, status: 'accepted' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(`Item ${negative!.id} is not in the plan of this upload.`);
    const accepted = await call('PUT', 'plan/decisions?source=search_term_report', { decisions: [{ item_id: negative!.id, status: 'accepted' }] });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The bulk file's plan still opens; the decision its items lack is kept, and used nowhere there.
    expect((await planOf()).decisions[negative!.id]).toMatchObject({ status: 'accepted' });
    const bulkExport = await call('POST', 'plan/export');
    expect(bulkExport.statusCode).toBe(400);
    expect(bulkExport.json<{ detail: string }>().detail).toBe('The plan cannot be exported: Accept at least one item to export.');

    const exported = await call('POST', 'plan/export?source=search_term_report');
    expect(exported.statusCode, exported.body).toBe(200);
    const [changeSet] = (await call('GET', 'plan/change-sets')).json<{ change_sets: { id: number; items: object[] }[] }>().change_sets;
    expect(String(changeSet!.id)).toBe(exported.headers['x-change-set-id']);
    expect(changeSet!.items).toEqual([expect.objectContaining({ item_id: negative!.id, field: 'negative_keyword', to: 'copper pipe cutter' })]);
  });
});
