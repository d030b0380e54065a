// "Delete my account": it asks for the password and the typed word, cancels the subscription at
// Stripe (the stand-in), removes every row that points at the user (found by reading the schema,
// so tables added later are covered), ends every session, mails a confirmation, and leaves other
// users' rows alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED, WRONG_CURRENT_PASSWORD } from '../../src/auth/reauthentication.js';
import { ACCOUNT_DELETED, CONFIRMATION_REQUIRED, SUBSCRIPTION_CANCELLED, SUBSCRIPTION_NOT_CANCELLED } from '../../src/commands/delete-account.js';
import { createSubscriptionsRepository } from '../../src/repositories/subscriptions.js';
import { authHeaders, buildAuditTestApp } from '../helpers/audit.js';
import { buildTestApp, decodeQuotedPrintable, dialects, signUpAndLogin, startLocalSmtp, type LocalSmtp, type SignedInUser, type TestApp } from '../helpers/index.js';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in.js';
import { createOwnData } from './own-data.js';
import { openSession } from './support.js';
import { remainingRows, userFootprint } from './user-references.js';

/** Tables every seller's data reaches; each must be found (and emptied) by the schema walk. */
const SELLER_TABLES = [
  'users', 'sessions', 'password_reset_tokens', 'email_verification_tokens', 'ad_accounts', 'uploads', 'upload_results', 'tasks',
  'search_terms', 'business_reports', 'account_business_reports', 'notes', 'articles', 'share_links', 'report_note_choices', 'ad_account_insight_settings', 'ad_account_plan_settings', 'upload_plan_sources', 'upload_change_snapshots', 'search_term_reports', 'purchases', 'subscriptions',
];

describe.each(dialects)('deleting one\'s account (%s)', (dialect) => {
  let stripe: StripeStandIn;
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    smtp = await startLocalSmtp();
    t = await buildAuditTestApp(dialect, { env: { ...stripe.env, PREMIUM_DOWNLOAD_FILE: __filename, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await smtp?.close();
  });

  const remove = (user: SignedInUser, payload: object, headers: Record<string, string> = authHeaders(user)) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload, headers });
  const current = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers });
  const login = (user: SignedInUser) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });

  it('refuses without the typed word or the right password, and changes nothing', async () => {
    const user = await signUpAndLogin(t.app);
    for (const [payload, status, detail] of [
      [{ confirmation: 'delete me', current_password: user.password }, 400, CONFIRMATION_REQUIRED],
      [{ confirmation: 'DELETE' }, 400, CURRENT_PASSWORD_REQUIRED],
      [{ confirmation: 'DELETE', current_password: 'not my password' }, 400, WRONG_CURRENT_PASSWORD],
    ] as const) {
      const response = await remove(user, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    expect((await current(authHeaders(user))).statusCode).toBe(200);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('cancels the subscription at Stripe, removes every row that points at the user, ends every session and mails a confirmation', async () => {
    const alice = await signUpAndLogin(t.app);
    const bob = await signUpAndLogin(t.app);
    const own = await createOwnData(t.app, alice, stripe);
    const bobsOwn = await createOwnData(t.app, bob, stripe);
    const otherDevice = await openSession(t.app, alice.user.id);

    const footprint = await userFootprint(t.app.db, alice.user.id);
    for (const table of SELLER_TABLES) expect(footprint.rowCounts.get(table) ?? 0, `${table} holds a row of the user before`).toBeGreaterThan(0);
    const bobBefore = await userFootprint(t.app.db, bob.user.id);

    const response = await remove(alice, { confirmation: 'DELETE', current_password: alice.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIPTION_CANCELLED });
    expect(response.cookies.find((c) => c.name === t.config.session.cookieName)?.value).toBe('');

    expect(stripe.requests).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `/v1/subscriptions/${own.subscriptionId}` }));
    expect(stripe.subscriptions.get(own.subscriptionId)?.status).toBe('canceled');
    expect(stripe.subscriptions.get(bobsOwn.subscriptionId)?.status).toBe('active');

    expect(await remainingRows(t.app.db, footprint)).toEqual([]);
    expect((await current(authHeaders(alice))).statusCode).toBe(401);
    expect((await current({ cookie: otherDevice })).statusCode).toBe(401);
    expect((await login(alice)).statusCode).toBe(401);

    const mail = await smtp.waitForMail(alice.email, undefined, /Subject: Your Ads Auditor account was deleted/);
    expect(decodeQuotedPrintable(mail.raw)).toContain(SUBSCRIPTION_CANCELLED);

    // Bob's rows are all still there.
    const bobAfter = await userFootprint(t.app.db, bob.user.id);
    expect(Object.fromEntries(bobAfter.rowCounts)).toEqual(Object.fromEntries(bobBefore.rowCounts));
    expect((await current(authHeaders(bob))).statusCode).toBe(200);
    expect((await t.app.db.selectFrom('notes').select('id').where('id', '=', bobsOwn.noteId).execute()).length).toBe(1);
  });

  it('deletes an account without a subscription with the plain message', async () => {
    const user = await signUpAndLogin(t.app);
    const response = await remove(user, { confirmation: ' DELETE ', current_password: user.password });
    expect(response.json()).toEqual({ message: ACCOUNT_DELETED });
    expect((await login(user)).statusCode).toBe(401);
  });
});

describe('deleting one\'s account when payments are not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('deletes the account and says that the subscription could not be cancelled here', async () => {
    const user = await signUpAndLogin(t.app);
    await createSubscriptionsRepository(t.app.db).save({
      userId: user.user.id,
      stripeSubscriptionId: 'sub_from_an_earlier_configuration',
      stripeCustomerId: null,
      plan: 'subscription',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: { confirmation: 'DELETE', current_password: user.password }, headers: authHeaders(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIPTION_NOT_CANCELLED });
    expect(await t.app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.user.id).execute()).toEqual([]);
  });
});
