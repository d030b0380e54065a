// History of an ad account: uploads to a chosen account, the list with stored figures and
// paging, reopening an older audit (campaigns, search terms, business report), retention per
// account, and another user's account or upload answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, multipartForm, waitForTask, XLSX_MIME, type StartedUpload } from '../../helpers/audit.js';
import { AUTO_AD_GROUP_ID, SELLER_REPORT_CSV, smallWorkbook, workbookWithoutSearchTerms } from '../../helpers/workbooks.js';

interface HistoryPage {
  account_id: number;
  uploads: {
    id: number;
    file_name: string;
    uploaded_at: string;
    date_range: { start: string; end: string } | null;
    spend: number | null;
    sales: number | null;
    roas: number | null;
    tasks: { audit: string | null; search_terms: string | null };
  }[];
  total: number;
  page: number;
  page_size: number;
}

const JANUARY = 'bulk-A1B2C3D4-20260101-20260131-1769900000000.xlsx';

describe.each(dialects)('upload history per ad account (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let clientId: number;
  let older: StartedUpload;
  let newer: StartedUpload;

  const get = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: { ...authHeaders(user), 'accept-encoding': 'identity' } });
  const upload = (user: SignedInUser, fields: Record<string, string>, name: string, bytes: Uint8Array, url = '/api/bulk/upload', type = XLSX_MIME) => {
    const body = multipartForm(fields, { name, type, bytes });
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...authHeaders(user) } });
  };
  const uploadAndWait = async (user: SignedInUser, fields: Record<string, string>, name: string, bytes: Uint8Array) => {
    const response = await upload(user, fields, name, bytes);
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<StartedUpload>();
    await Promise.all([waitForTask(t.app, user, started.bulk_task_id), waitForTask(t.app, user, started.search_terms_task_id)]);
    return started;
  };
  const history = async (user: SignedInUser, query: string) => (await get(user, `/api/bulk/uploads?${query}`)).json<HistoryPage>();

  beforeAll(async () => {
    t = await buildAuditTestApp(dialect, { env: { UPLOAD_RETENTION: '2' } });
    [alice, bob] = await Promise.all([signUpAndLogin(t.app), signUpAndLogin(t.app)]);
    const created = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { name: 'Client B' }, headers: authHeaders(alice) });
    clientId = created.json<{ id: number }>().id;
    older = await uploadAndWait(alice, { account_id: String(clientId) }, JANUARY, smallWorkbook());
    newer = await uploadAndWait(alice, { account_id: String(clientId) }, 'february.xlsx', workbookWithoutSearchTerms());
  });
  afterAll(async () => t?.close());

  it("lists the account's uploads newest first, with the figures of each audit, the period its file name gives and its tasks", async () => {
    const page = await history(alice, `account_id=${clientId}`);
    expect(page).toMatchObject({ account_id: clientId, total: 2, page: 1, page_size: 20 });
    expect(page.uploads.map((u) => [u.id, u.file_name, u.date_range])).toEqual([
      [newer.upload_id, 'february.xlsx', null],
      [older.upload_id, JANUARY, { start: '2026-01-01', end: '2026-01-31' }],
    ]);
    const audit = (await get(alice, `/api/bulk/campaigns?upload_id=${older.upload_id}`)).json<{ summary: { account: { spend: number; sales: number; roas: number } } }>();
    const { spend, sales, roas } = audit.summary.account;
    expect(spend).toBeGreaterThan(0);
    expect(page.uploads[1]).toMatchObject({ spend, sales, roas, tasks: { audit: 'completed', search_terms: 'completed' } });
    expect(Date.parse(page.uploads[1].uploaded_at)).toBeLessThanOrEqual(Date.parse(page.uploads[0].uploaded_at));

    // The default account has none of them, and is what the list shows without account_id.
    expect(await history(alice, '')).toMatchObject({ total: 0, uploads: [] });
    const accounts = (await get(alice, '/api/accounts')).json<{ accounts: { id: number; upload_count: number }[] }>().accounts;
    expect(accounts.map((a) => a.upload_count)).toEqual([0, 2]);
  });

  it('pages through the history', async () => {
    const second = await history(alice, `account_id=${clientId}&page=2&page_size=1`);
    expect(second).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.uploads.map((u) => u.id)).toEqual([older.upload_id]);
    expect((await history(alice, `account_id=${clientId}&page=3&page_size=1`)).uploads).toEqual([]);
    const bad = await get(alice, `/api/bulk/uploads?account_id=${clientId}&page=0&page_size=101`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(expect.arrayContaining(['query.page']));
  });

  it('reopens an older audit: its campaigns, search terms and business report, while the account still opens on the latest', async () => {
    const latest = (await get(alice, `/api/bulk/campaigns?account_id=${clientId}`)).json();
    expect(latest).toMatchObject({ upload_id: newer.upload_id, file_name: 'february.xlsx' });
    const reopened = (await get(alice, `/api/bulk/campaigns?upload_id=${older.upload_id}`)).json();
    expect(reopened).toMatchObject({ upload_id: older.upload_id, file_name: JANUARY });
    expect((await get(alice, '/api/bulk/campaigns')).statusCode).toBe(404); // the default account has no upload

    const oldTerms = (await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?upload_id=${older.upload_id}&account_id=${clientId}`)).json();
    expect(oldTerms.data.pagination.total).toBe(7);
    expect((await get(alice, `/api/search-terms/${AUTO_AD_GROUP_ID}?account_id=${clientId}`)).json().no_sheets_info).toBe(true);

    const report = await upload(alice, { upload_id: String(older.upload_id) }, 'BusinessReport.csv', new TextEncoder().encode(SELLER_REPORT_CSV), '/api/business_reports/upload', 'text/csv');
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().upload_id).toBe(older.upload_id);
    expect((await get(alice, `/api/business_reports/latest?upload_id=${older.upload_id}`)).json()).toMatchObject({ upload_id: older.upload_id, file_name: 'BusinessReport.csv' });
    // The latest has none of its own: it carries the older upload's report over.
    expect((await get(alice, `/api/business_reports/latest?account_id=${clientId}`)).json()).toMatchObject({ upload_id: newer.upload_id, file_name: 'BusinessReport.csv', carried_over: true });
  });

  it("answers 404 for another user's account or upload, and for an upload named with another account", async () => {
    const bobHistory = await get(bob, `/api/bulk/uploads?account_id=${clientId}`);
    expect(bobHistory.statusCode).toBe(404);
    expect(bobHistory.json()).toEqual({ detail: 'Account not found' });
    for (const url of [
      `/api/bulk/campaigns?upload_id=${older.upload_id}`,
      `/api/search-terms/${AUTO_AD_GROUP_ID}?upload_id=${older.upload_id}`,
      `/api/business_reports/latest?upload_id=${older.upload_id}`,
    ]) {
      const response = await get(bob, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Upload not found' });
    }
    expect((await get(bob, `/api/bulk/campaigns?account_id=${clientId}`)).json()).toEqual({ detail: 'Account not found' });
    const [aliceHome] = (await get(alice, '/api/accounts')).json<{ accounts: { id: number }[] }>().accounts;
    expect((await get(alice, `/api/bulk/campaigns?upload_id=${older.upload_id}&account_id=${aliceHome.id}`)).json()).toEqual({ detail: 'Upload not found' });

    const intoAlice = await upload(bob, { account_id: String(clientId) }, 'bob.xlsx', smallWorkbook());
    expect(intoAlice.statusCode).toBe(404);
    const badId = await upload(bob, { account_id: 'client b' }, 'bob.xlsx', smallWorkbook());
    expect(badId.statusCode).toBe(422);
    expect(badId.json().detail[0]).toMatchObject({ loc: ['body', 'account_id'] });
    expect((await history(bob, '')).total).toBe(0);
    expect((await history(alice, `account_id=${clientId}`)).total).toBe(2);
  });

  it('keeps UPLOAD_RETENTION uploads per account: a new upload prunes its own account only', async () => {
    const home = await uploadAndWait(alice, {}, 'home.xlsx', workbookWithoutSearchTerms());
    const third = await uploadAndWait(alice, { account_id: String(clientId) }, 'march.xlsx', workbookWithoutSearchTerms());
    expect((await history(alice, `account_id=${clientId}`)).uploads.map((u) => u.id)).toEqual([third.upload_id, newer.upload_id]);
    expect((await history(alice, '')).uploads.map((u) => u.id)).toEqual([home.upload_id]);
    expect((await get(alice, `/api/bulk/campaigns?upload_id=${older.upload_id}`)).statusCode).toBe(404);
  });
});
