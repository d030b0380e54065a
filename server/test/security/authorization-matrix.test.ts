// Who may call what, for EVERY route of the OpenAPI document: a signed-out caller gets 401 on
// every signed-in route, and another user gets 404 for every id of a user-owned resource.
// The routes are read from the document, so a route added later fails the first test until it
// is classified below.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { reportCsvBytes } from '@ads-auditor/audit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_REPORT_LINE as TERM_REPORT_LINE } from './own-data.js';
import { authHeaders, buildAuditTestApp, uploadAndWait, uploadFile } from '../helpers/audit.js';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in.js';
import { AUTO_AD_GROUP_ID, SELLER_REPORT_CSV, smallWorkbook } from '../helpers/workbooks.js';
import { documentedRoutes, fillPath, type DocumentedRoute } from './support.js';

/** Ids of Alice's own resources, which Bob then asks for. */
interface AliceResources {
  bulkTaskId: string;
  searchTermsTaskId: string;
  uploadId: number;
  accountId: number;
  noteId: number;
  articleId: number;
  downloadToken: string;
  shareId: number;
}

type OwnedRequest = (alice: AliceResources) => { url: string; payload?: object };
/**
 * public: no session needed. signed-in: 401 when signed out. owned: signed-in, and the request
 * names one of Alice's resources, which Bob must not find (404).
 */
type Access = 'public' | 'signed-in' | { owned: OwnedRequest };

const ROUTES: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/logout': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/google/authorize': 'public',
  'GET /api/auth/google_callback': 'public',
  'POST /api/auth/verify-email': 'public', // the link's token is the secret
  'GET /api/payment/config': 'public',
  'POST /api/payment/webhook': 'public', // signed by Stripe
  'POST /api/subscription/webhook': 'public', // signed by Stripe
  'GET /api/shares/{token}': 'public', // a read-only report link: the token is the secret
  'GET /api/auth/current': 'signed-in',
  'PUT /api/auth/profile': 'signed-in',
  'POST /api/auth/change-password': 'signed-in',
  'POST /api/auth/verify-email/resend': 'signed-in',
  'DELETE /api/auth/notice': 'signed-in',
  'GET /api/auth/account/export': 'signed-in',
  'DELETE /api/auth/account': 'signed-in',
  'GET /api/bulk/config': 'signed-in',
  'POST /api/bulk/upload': 'signed-in',
  'DELETE /api/bulk/uploads': 'signed-in',
  'GET /api/accounts': 'signed-in',
  'POST /api/accounts': 'signed-in',
  'POST /api/business_reports/upload': 'signed-in',
  'GET /api/notes/': 'signed-in',
  'POST /api/notes/': 'signed-in',
  'POST /api/notes/bulk': 'signed-in',
  'GET /api/articles': 'signed-in',
  'POST /api/articles': 'signed-in',
  'POST /api/payment/create-checkout-session': 'signed-in',
  'POST /api/subscription/create-subscription-session': 'signed-in',
  'GET /api/subscription/current-subscription': 'signed-in',
  'POST /api/subscription/cancel-subscription': 'signed-in',
  'GET /api/insights/settings': 'signed-in',
  'PUT /api/insights/settings': 'signed-in',
  'GET /api/bulk/uploads': { owned: (a) => ({ url: `/api/bulk/uploads?account_id=${a.accountId}` }) },
  'GET /api/bulk/uploads/{upload_id}/period': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/period` }) },
  'PUT /api/bulk/uploads/{upload_id}/period': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/period`, payload: { start: '2026-01-01', end: '2026-01-31' } }) },
  'GET /api/bulk/uploads/{upload_id}/report-notes': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/report-notes` }) },
  'PUT /api/bulk/uploads/{upload_id}/report-notes': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/report-notes`, payload: { excluded_note_ids: [] } }) },
  'GET /api/insights': { owned: (a) => ({ url: `/api/insights?upload_id=${a.uploadId}` }) },
  'GET /api/bulk/campaigns': { owned: (a) => ({ url: `/api/bulk/campaigns?upload_id=${a.uploadId}` }) },
  'GET /api/bulk/uploads/{upload_id}/plan': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/plan` }) },
  'PUT /api/bulk/uploads/{upload_id}/plan/decisions': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/plan/decisions`, payload: { decisions: [{ item_id: 'bid:sp:1', status: 'accepted' }] } }) },
  'POST /api/bulk/uploads/{upload_id}/plan/export': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/plan/export` }) },
  'GET /api/bulk/uploads/{upload_id}/changes': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/changes` }) },
  'POST /api/bulk/uploads/{upload_id}/changes/export': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/changes/export` }) },
  'GET /api/bulk/uploads/{upload_id}/plan/change-sets': { owned: (a) => ({ url: `/api/bulk/uploads/${a.uploadId}/plan/change-sets` }) },
  'GET /api/accounts/{account_id}/plan-settings': { owned: (a) => ({ url: `/api/accounts/${a.accountId}/plan-settings` }) },
  'PUT /api/accounts/{account_id}/plan-settings': { owned: (a) => ({ url: `/api/accounts/${a.accountId}/plan-settings`, payload: { target_acos: 50 } }) },
  'PATCH /api/accounts/{account_id}': { owned: (a) => ({ url: `/api/accounts/${a.accountId}`, payload: { name: 'Taken over' } }) },
  'DELETE /api/accounts/{account_id}': { owned: (a) => ({ url: `/api/accounts/${a.accountId}` }) },
  'GET /api/background-tasks/{task_id}': { owned: (a) => ({ url: `/api/background-tasks/${a.bulkTaskId}` }) },
  'GET /api/background-tasks/{task_id}/results': { owned: (a) => ({ url: `/api/background-tasks/${a.bulkTaskId}/results` }) },
  'GET /api/background-tasks/{task_id}/events': { owned: (a) => ({ url: `/api/background-tasks/${a.bulkTaskId}/events` }) },
  'GET /api/search-terms/{ad_group_id}': { owned: (a) => ({ url: `/api/search-terms/${AUTO_AD_GROUP_ID}?upload_id=${a.uploadId}` }) },
  'GET /api/business_reports/latest': { owned: (a) => ({ url: `/api/business_reports/latest?upload_id=${a.uploadId}` }) },
  'PUT /api/notes/{id}': { owned: (a) => ({ url: `/api/notes/${a.noteId}`, payload: { content: 'Taken over' } }) },
  'DELETE /api/notes/{id}': { owned: (a) => ({ url: `/api/notes/${a.noteId}` }) },
  'GET /api/articles/{article_id}': { owned: (a) => ({ url: `/api/articles/${a.articleId}` }) },
  'PUT /api/articles/{article_id}': { owned: (a) => ({ url: `/api/articles/${a.articleId}`, payload: { title: 'Taken over', content: 'x', is_published: true } }) },
  'DELETE /api/articles/{article_id}': { owned: (a) => ({ url: `/api/articles/${a.articleId}` }) },
  'GET /api/payment/verify-download': { owned: (a) => ({ url: `/api/payment/verify-download?token=${a.downloadToken}` }) },
  'POST /api/shares': { owned: (a) => ({ url: '/api/shares', payload: { upload_id: a.uploadId } }) },
  'GET /api/shares': { owned: (a) => ({ url: `/api/shares?account_id=${a.accountId}` }) },
  'POST /api/accounts/{account_id}/search-term-reports': { owned: (a) => ({ url: `/api/accounts/${a.accountId}/search-term-reports` }) },
  'GET /api/accounts/{account_id}/search-term-reports/latest': { owned: (a) => ({ url: `/api/accounts/${a.accountId}/search-term-reports/latest` }) },
  'DELETE /api/accounts/{account_id}/search-term-reports': { owned: (a) => ({ url: `/api/accounts/${a.accountId}/search-term-reports` }) },
  'DELETE /api/shares/{share_id}': { owned: (a) => ({ url: `/api/shares/${a.shareId}` }) },
  'POST /api/shares/{share_id}/copy': { owned: (a) => ({ url: `/api/shares/${a.shareId}/copy` }) },
};

const SIGNED_IN_SECURITY = [{ sessionCookie: [] }, { bearer: [] }];

describe.each(dialects)('authorization matrix over every route (%s)', (dialect) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let downloadDir: string;
  let routes: DocumentedRoute[];
  let alice: SignedInUser;
  let bob: SignedInUser;
  let resources: AliceResources;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    downloadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-matrix-'));
    const downloadFile = path.join(downloadDir, 'pro.zip');
    await fs.writeFile(downloadFile, 'pro');
    t = await buildAuditTestApp(dialect, { env: { ...stripe.env, PREMIUM_DOWNLOAD_FILE: downloadFile } });
    routes = await documentedRoutes(t.app);
    [alice, bob] = [await signUpAndLogin(t.app), await signUpAndLogin(t.app)];
    resources = await createResourcesOf(alice);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    if (downloadDir) await fs.rm(downloadDir, { recursive: true, force: true });
  });

  const call = (user: SignedInUser | null, method: DocumentedRoute['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user ? authHeaders(user) : {} });

  async function createResourcesOf(user: SignedInUser): Promise<AliceResources> {
    const created = async (method: 'POST', url: string, payload?: object) => {
      const response = await call(user, method, url, payload);
      if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    };
    const account = await created('POST', '/api/accounts', { name: 'Alice second account' });
    const { started } = await uploadAndWait(t.app, user, smallWorkbook(), 'alice.xlsx');
    const report = await uploadFile(t.app, user, new TextEncoder().encode(SELLER_REPORT_CSV), { url: '/api/business_reports/upload', fileName: 'alice.csv', contentType: 'text/csv' });
    if (report.statusCode !== 200) throw new Error(`business report upload answered ${report.statusCode}: ${report.body}`);
    const termReport = await uploadFile(t.app, user, reportCsvBytes([TERM_REPORT_LINE]), { url: `/api/accounts/${account.id}/search-term-reports`, fileName: 'alice-terms.csv', contentType: 'text/csv' });
    if (termReport.statusCode !== 201) throw new Error(`search term report upload answered ${termReport.statusCode}: ${termReport.body}`);
    const note = await created('POST', '/api/notes/', { content: "Alice's note", campaign_id: '111111111111111' });
    const article = await created('POST', '/api/articles', { title: "Alice's article", content: 'Draft', is_published: false });
    const checkout = await created('POST', '/api/payment/create-checkout-session?plan=pro');
    const share = await created('POST', '/api/shares', { upload_id: started.upload_id, note_ids: [note.id] });
    const successUrl = stripe.checkoutSessions.get(new URL(checkout.url).pathname.split('/').pop()!)!.success_url as string;
    return {
      bulkTaskId: started.bulk_task_id,
      searchTermsTaskId: started.search_terms_task_id,
      uploadId: started.upload_id,
      accountId: account.id,
      noteId: note.id,
      articleId: article.id,
      downloadToken: new URL(successUrl).searchParams.get('download_token')!,
      shareId: share.share.id,
    };
  }

  it('classifies every documented route (public, signed-in or owned)', () => {
    const unclassified = routes.map((r) => r.key).filter((key) => !(key in ROUTES));
    expect(unclassified, 'classify these routes in ROUTES of server/test/security/authorization-matrix.test.ts').toEqual([]);
    const gone = Object.keys(ROUTES).filter((key) => !routes.some((r) => r.key === key));
    expect(gone, 'these classified routes are no longer documented: remove them from ROUTES').toEqual([]);
  });

  it('documents the session requirement of every route as classified', () => {
    for (const route of routes) {
      const access = ROUTES[route.key];
      if (access === undefined) continue;
      expect(route.security, route.key).toEqual(access === 'public' ? undefined : SIGNED_IN_SECURITY);
    }
  });

  it('answers 401 to a signed-out caller on every signed-in route, before reading the request', async () => {
    for (const route of routes.filter((r) => ROUTES[r.key] !== undefined && ROUTES[r.key] !== 'public')) {
      const response = await call(null, route.method, fillPath(route.path), route.method === 'GET' ? undefined : {});
      expect(response.statusCode, route.key).toBe(401);
      expect(response.json(), route.key).toEqual({ detail: 'Not authenticated' });
    }
  });

  it("answers 404 to another user for every id of Alice's resources, and changes nothing", async () => {
    for (const route of routes) {
      const access = ROUTES[route.key];
      if (access === undefined || typeof access === 'string') continue;
      const { url, payload } = access.owned(resources);
      const response = await call(bob, route.method, url, payload);
      expect(response.statusCode, `${route.key} as another user`).toBe(404);
      // The same request works for Alice herself, so the 404 is about ownership.
      if (route.method === 'GET') expect((await call(alice, route.method, url)).statusCode, `${route.key} as the owner`).not.toBe(404);
    }
    expect((await call(alice, 'GET', `/api/articles/${resources.articleId}`)).json()).toMatchObject({ title: "Alice's article", is_published: false });
    const notes = await call(alice, 'GET', '/api/notes/?campaign_id=111111111111111');
    expect(notes.json().map((note: { content: string }) => note.content)).toEqual(["Alice's note"]);
    expect((await call(alice, 'GET', '/api/accounts')).json().accounts.map((a: { name: string }) => a.name)).toContain('Alice second account');
  });
});
