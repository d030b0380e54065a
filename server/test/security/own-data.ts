// A user with one row in every kind of table a seller fills (ad accounts, an audited upload with
// its business report, a Search Term Report, a note, an article, a share link, insight and plan settings, a reset link, a
// purchase and a live subscription), for the tests of exporting and deleting one's data.
import type { FastifyInstance } from 'fastify';
import { hashToken, newToken } from '../../src/auth/tokens.js';
import { createPurchasesRepository } from '../../src/repositories/purchases.js';
import { authHeaders, uploadAndWait, uploadFile } from '../helpers/audit.js';
import type { SignedInUser } from '../helpers/index.js';
import type { StripeStandIn } from '../helpers/stripe-stand-in.js';
import { reportCsvBytes } from '@ads-auditor/audit/fixtures';
import { SELLER_REPORT_CSV, smallWorkbook } from '../helpers/workbooks.js';

export interface OwnData {
  accountId: number;
  uploadId: number;
  noteId: number;
  articleId: number;
  shareId: number;
  subscriptionId: string;
}

export const OWN_NOTE = 'Raise the budget of the brass campaign';
export const OWN_ARTICLE = 'How we cut ACOS';
export const OWN_REPORT_LINE = {
  start: '2025-07-01', campaign: 'Brass SP', adGroup: 'Exact', targeting: 'brass valve', matchType: 'EXACT', term: 'brass valve', impressions: 120, clicks: 6, spend: 4.5, sales: 19.99, orders: 1,
};

/** Fills the user's data; the subscription is made at the Stripe stand-in and reported by its signed webhook. */
export async function createOwnData(app: FastifyInstance, user: SignedInUser, stripe: StripeStandIn): Promise<OwnData> {
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({ method, url, payload, headers: authHeaders(user) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };
  const account = await call('POST', '/api/accounts', { name: 'Second client' });
  const { started } = await uploadAndWait(app, user, smallWorkbook(), 'own.xlsx');
  const report = await uploadFile(app, user, new TextEncoder().encode(SELLER_REPORT_CSV), { url: '/api/business_reports/upload', fileName: 'own.csv', contentType: 'text/csv' });
  if (report.statusCode !== 200) throw new Error(`business report upload answered ${report.statusCode}: ${report.body}`);
  const accounts = await app.inject({ method: 'GET', url: '/api/accounts', headers: authHeaders(user) });
  const defaultAccountId = accounts.json<{ accounts: { id: number }[] }>().accounts[0]!.id;
  const termReport = await uploadFile(app, user, reportCsvBytes([OWN_REPORT_LINE]), { url: `/api/accounts/${defaultAccountId}/search-term-reports`, fileName: 'own-terms.csv', contentType: 'text/csv' });
  if (termReport.statusCode !== 201) throw new Error(`search term report upload answered ${termReport.statusCode}: ${termReport.body}`);
  const note = await call('POST', '/api/notes/', { content: OWN_NOTE, campaign_id: '111111111111111' });
  const article = await call('POST', '/api/articles', { title: OWN_ARTICLE, content: 'Draft', is_published: false });
  const share = await call('POST', '/api/shares', { upload_id: started.upload_id, note_ids: [note.id] });
  await call('PUT', `/api/accounts/${account.id}/plan-settings`, { target_acos: 35, max_increase: 20 });
  await call('PUT', `/api/bulk/uploads/${started.upload_id}/report-notes`, { excluded_note_ids: [note.id] });
  await call('PUT', '/api/insights/settings', { target_acos: 45, min_clicks: 16, brand_terms: ['acme'], waste_factor: 1.5, harvest_min_orders: 3 });
  await call('POST', '/api/auth/forgot-password', { email: user.email });
  await createPurchasesRepository(app.db).create({ userId: user.user.id, plan: 'pro', checkoutSessionId: `cs_own_${user.user.id}`, downloadTokenHash: hashToken(newToken()) });

  const subscription = stripe.createSubscription({ metadata: { user_id: String(user.user.id) } });
  const created = stripe.signedEvent('customer.subscription.created', subscription);
  const delivered = await app.inject({ method: 'POST', url: '/api/subscription/webhook', payload: created.payload, headers: { 'content-type': 'application/json', 'stripe-signature': created.signature } });
  if (delivered.statusCode !== 200) throw new Error(`subscription webhook answered ${delivered.statusCode}: ${delivered.body}`);

  return { accountId: account.id, uploadId: started.upload_id, noteId: note.id, articleId: article.id, shareId: share.share.id, subscriptionId: subscription.id };
}
