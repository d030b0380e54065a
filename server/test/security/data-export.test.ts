// "Download my data": one zip of JSON files with everything kept about the user (profile, ad
// accounts, every kept audit's summary, notes, articles, shares, insight and plan settings, Search Term Reports, payments),
// none of another user's rows, and no secret (password or token hashes).
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryData, readZipDirectory } from '../../../packages/audit/src/xlsx/zip-directory.js';
import { authHeaders, buildAuditTestApp } from '../helpers/audit.js';
import { dialects, signUpAndLogin, type TestApp } from '../helpers/index.js';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in.js';
import { OWN_ARTICLE, OWN_NOTE, createOwnData } from './own-data.js';

const FILES = ['profile.json', 'ad-accounts.json', 'audits.json', 'notes.json', 'articles.json', 'shares.json', 'insight-settings.json', 'plan.json', 'search-term-reports.json', 'payments.json'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test walks each exported file's free-form JSON
function unzipJson(bytes: Uint8Array): Record<string, any> {
  const entries = readZipDirectory(bytes);
  return Object.fromEntries(
    [...entries].map(([name, entry]) => {
      const stored = entryData(bytes, entry, 50_000_000);
      const content = entry.method === 8 ? inflateRawSync(stored) : stored;
      return [name, JSON.parse(new TextDecoder().decode(content))];
    }),
  );
}

describe.each(dialects)('downloading one\'s data (%s)', (dialect) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildAuditTestApp(dialect, { env: { ...stripe.env, PREMIUM_DOWNLOAD_FILE: __filename } });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('answers one zip of JSON files holding all of the user\'s data and nothing of anyone else', async () => {
    const alice = await signUpAndLogin(t.app);
    const bob = await signUpAndLogin(t.app);
    const own = await createOwnData(t.app, alice, stripe);
    await createOwnData(t.app, bob, stripe);

    const response = await t.app.inject({ method: 'GET', url: '/api/auth/account/export', headers: authHeaders(alice) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ads-auditor-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipJson(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual([...FILES].sort());

    expect(files['profile.json']).toMatchObject({ id: alice.user.id, email: alice.email, full_name: 'Test User', email_verified: false, has_password: true });
    expect(files['ad-accounts.json'].map((a: { name: string }) => a.name).sort()).toEqual(['My account', 'Second client']);
    expect(files['audits.json']).toHaveLength(1);
    const [audit] = files['audits.json'];
    expect(audit).toMatchObject({ id: own.uploadId, file_name: 'own.xlsx', business_report_file_name: 'own.csv' });
    expect(audit.summary.account).toMatchObject({ spend: expect.any(Number), sales: expect.any(Number) });
    expect(audit.summary.account.spend).toBeCloseTo(audit.spend, 6);
    expect(audit).not.toHaveProperty('campaigns');
    expect(files['notes.json']).toEqual([expect.objectContaining({ id: own.noteId, content: OWN_NOTE })]);
    expect(files['articles.json']).toEqual([expect.objectContaining({ id: own.articleId, title: OWN_ARTICLE, is_published: false })]);
    expect(files['shares.json']).toEqual([expect.objectContaining({ id: own.shareId, upload_id: own.uploadId, note_count: 1 })]);
    expect(files['shares.json'][0].shared_report).toBeTypeOf('object');
    expect(files['insight-settings.json']).toEqual([expect.objectContaining({ target_acos: 45, min_clicks: 16, brand_terms: ['acme'] })]);
    expect(files['plan.json'].settings).toEqual([expect.objectContaining({ account_id: own.accountId, settings: expect.objectContaining({ target_acos: 35, max_increase: 20 }) })]);
    expect(files['search-term-reports.json']).toEqual([expect.objectContaining({ file_name: 'own-terms.csv', start_date: '2025-07-01', time_unit: 'daily' })]);
    expect(files['search-term-reports.json'][0].report.terms).toEqual([expect.objectContaining({ customer_search_term: 'brass valve', spend: 4.5 })]);
    expect(files['payments.json'].purchases).toEqual([expect.objectContaining({ plan: 'pro', status: 'pending' })]);
    expect(files['payments.json'].subscriptions).toEqual([expect.objectContaining({ stripe_subscription_id: own.subscriptionId, status: 'active' })]);

    const text = JSON.stringify(files);
    expect(text).not.toContain(bob.email);
    expect(text).not.toMatch(/password_hash|token_hash|argon2/);
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });
});
