// Payments and the subscription against a local Stripe stand-in: Checkout Sessions, signed
// webhooks (created, updated, deleted, replayed, forged), premium status, upload retention,
// cancelling, and the once-only download of a Pro purchase.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';
import { authHeaders, buildAuditTestApp, uploadAndWait } from '../../helpers/audit.js';
import { STAND_IN_PRICE_PRO, STAND_IN_PRICE_SUBSCRIPTION, startStripeStandIn, type SignedEvent, type StripeStandIn } from '../../helpers/stripe-stand-in.js';
import { smallWorkbook } from '../../helpers/workbooks.js';

const DOWNLOAD_CONTENT = 'the Pro boilerplate, zipped';

describe.each(dialects)('payments and subscription (%s)', (dialect) => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let downloadDir: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    downloadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-download-'));
    const downloadFile = path.join(downloadDir, 'pro-boilerplate.zip');
    await fs.writeFile(downloadFile, DOWNLOAD_CONTENT);
    t = await buildAuditTestApp(dialect, {
      env: { ...stripe.env, PREMIUM_DOWNLOAD_FILE: downloadFile, PUBLIC_URL: 'http://shop.test', UPLOAD_RETENTION: '1', PREMIUM_UPLOAD_RETENTION: '2' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await fs.rm(downloadDir, { recursive: true, force: true });
  });

  const call = (user: SignedInUser | null, method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: user ? authHeaders(user) : {} });
  const deliver = (event: SignedEvent, url = '/api/subscription/webhook') =>
    t.app.inject({ method: 'POST', url, payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.signature } });
  const isPremium = async (user: SignedInUser) => (await call(user, 'GET', '/api/auth/current')).json<{ is_premium: boolean }>().is_premium;
  const currentSubscription = async (user: SignedInUser) => (await call(user, 'GET', '/api/subscription/current-subscription')).json();
  const sessionOf = (url: string) => stripe.checkoutSessions.get(url.split('/').pop()!)!;

  /** Subscribes through Checkout and the stand-in's Pay button; answers the Stripe subscription id. */
  async function subscribe(user: SignedInUser): Promise<string> {
    const created = await call(user, 'POST', '/api/subscription/create-subscription-session');
    expect(created.statusCode).toBe(200);
    const session = sessionOf(created.json<{ url: string }>().url);
    for (const event of await stripe.pay(session.id)) expect((await deliver(event)).statusCode).toBe(200);
    return session.subscription as string;
  }

  it('tells the pricing page that payments are enabled', async () => {
    const response = await call(null, 'GET', '/api/payment/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true });
  });

  it('opens a one-time Checkout for the Pro plan, returning to /subscription', async () => {
    const alice = await signUpAndLogin(t.app);
    const response = await call(alice, 'POST', '/api/payment/create-checkout-session?plan=pro');
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
    const sent = stripe.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent.params).toMatchObject({
      mode: 'payment',
      line_items: { 0: { price: STAND_IN_PRICE_PRO, quantity: '1' } },
      cancel_url: 'http://shop.test/subscription?payment-canceled',
      customer_email: alice.email,
      metadata: { user_id: String(alice.user.id), plan: 'pro' },
    });
    expect(sent.params.success_url).toMatch(/^http:\/\/shop\.test\/subscription\?payment-success&download_token=[\w-]{43}$/);

    expect((await call(null, 'POST', '/api/payment/create-checkout-session?plan=pro')).statusCode).toBe(401);
    expect((await call(alice, 'POST', '/api/payment/create-checkout-session?plan=gold')).statusCode).toBe(422);
  });

  it('opens a subscription Checkout that carries the user to the subscription', async () => {
    const alice = await signUpAndLogin(t.app);
    const response = await call(alice, 'POST', '/api/subscription/create-subscription-session');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
    expect(stripe.requests.at(-1)!.params).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price: STAND_IN_PRICE_SUBSCRIPTION, quantity: '1' } },
      success_url: 'http://shop.test/subscription?payment-success',
      cancel_url: 'http://shop.test/subscription?payment-canceled',
      subscription_data: { metadata: { user_id: String(alice.user.id) } },
    });
    expect(await currentSubscription(alice)).toBeNull();
    expect((await call(null, 'POST', '/api/subscription/create-subscription-session')).statusCode).toBe(401);
  });

  it('a confirmed Pro purchase makes the buyer premium and downloads the file once, only for the buyer', async () => {
    const buyer = await signUpAndLogin(t.app);
    const other = await signUpAndLogin(t.app);
    const { url } = (await call(buyer, 'POST', '/api/payment/create-checkout-session?plan=pro')).json<{ url: string }>();
    const session = sessionOf(url);
    const token = new URL(String(session.success_url)).searchParams.get('download_token')!;
    const download = (user: SignedInUser | null, value = token) => call(user, 'GET', `/api/payment/verify-download?token=${value}`);

    const early = await download(buyer);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ detail: 'The payment for this download is not confirmed yet.' });
    expect(await isPremium(buyer)).toBe(false);

    const [completed] = await stripe.pay(session.id);
    expect((await deliver(completed, '/api/payment/webhook')).json()).toEqual({ received: true, duplicate: false });
    expect(await isPremium(buyer)).toBe(true);
    expect(await isPremium(other)).toBe(false);

    expect((await download(null)).statusCode).toBe(401);
    expect((await download(other)).statusCode).toBe(404);
    const unknown = await download(buyer, 'not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Download link not found.' });

    const file = await download(buyer);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(DOWNLOAD_CONTENT);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="pro-boilerplate.zip"');
    const again = await download(buyer);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: 'This download link has already been used.' });

    const twice = await call(buyer, 'POST', '/api/payment/create-checkout-session?plan=pro');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'You have already bought the Pro plan.' });
  });

  it('follows the subscription as it is created, cancelled at period end, updated and deleted', async () => {
    const bob = await signUpAndLogin(t.app);
    const subscriptionId = await subscribe(bob);
    const current = await currentSubscription(bob);
    expect(current).toEqual({ plan: 'subscription', status: 'active', current_period_end: expect.any(String), cancel_at_period_end: false });
    expect(Date.parse(current.current_period_end)).toBeGreaterThan(Date.now() + 25 * 24 * 3600 * 1000);
    expect(await isPremium(bob)).toBe(true);
    const second = await call(bob, 'POST', '/api/subscription/create-subscription-session');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: 'You already have an active subscription.' });

    const cancelled = await call(bob, 'POST', '/api/subscription/cancel-subscription');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${subscriptionId}`, params: { cancel_at_period_end: 'true' } });
    expect(await isPremium(bob)).toBe(true);

    const pastDue = stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    expect((await deliver(stripe.signedEvent('customer.subscription.updated', pastDue))).statusCode).toBe(200);
    expect(await isPremium(bob)).toBe(false);
    const active = stripe.updateSubscription(subscriptionId, { status: 'active' });
    await deliver(stripe.signedEvent('customer.subscription.updated', active), '/api/payment/webhook');
    expect(await isPremium(bob)).toBe(true);

    const ended = stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    expect((await deliver(stripe.signedEvent('customer.subscription.deleted', ended))).statusCode).toBe(200);
    expect(await isPremium(bob)).toBe(false);
    expect(await currentSubscription(bob)).toMatchObject({ status: 'canceled', cancel_at_period_end: true });
    const nothingToCancel = await call(bob, 'POST', '/api/subscription/cancel-subscription');
    expect(nothingToCancel.statusCode).toBe(404);
    expect(nothingToCancel.json()).toEqual({ detail: 'You have no active subscription.' });
  });

  it('links the subscription from a completed subscription Checkout alone, reading it from Stripe', async () => {
    const frank = await signUpAndLogin(t.app);
    const { url } = (await call(frank, 'POST', '/api/subscription/create-subscription-session')).json<{ url: string }>();
    const events = await stripe.pay(sessionOf(url).id);
    const completed = events.find((e) => e.event.type === 'checkout.session.completed')!;
    expect((await deliver(completed)).statusCode).toBe(200);
    const subscriptionId = String(completed.event.data.object.subscription);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/subscriptions/${subscriptionId}` });
    expect(await currentSubscription(frank)).toMatchObject({ plan: 'subscription', status: 'active' });
    expect(await isPremium(frank)).toBe(true);
  });

  it('applies a subscription created outside Checkout through its metadata, and a replayed event only once', async () => {
    const carol = await signUpAndLogin(t.app);
    const subscription = stripe.createSubscription({ metadata: { user_id: String(carol.user.id) } });
    const created = stripe.signedEvent('customer.subscription.created', subscription);
    expect((await deliver(created)).json()).toEqual({ received: true, duplicate: false });
    expect(await isPremium(carol)).toBe(true);

    const deleted = stripe.signedEvent('customer.subscription.deleted', stripe.updateSubscription(subscription.id, { status: 'canceled' }));
    await deliver(deleted);
    expect(await isPremium(carol)).toBe(false);

    // Stripe delivers the creation again: it is acknowledged and changes nothing.
    const replay = await deliver(created);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await isPremium(carol)).toBe(false);
    expect(await currentSubscription(carol)).toMatchObject({ status: 'canceled' });
    const rows = await t.app.db.selectFrom('processed_stripe_events').select('event_id').where('event_id', '=', created.event.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not match with 400, changing nothing', async () => {
    const dave = await signUpAndLogin(t.app);
    const subscription = stripe.createSubscription({ metadata: { user_id: String(dave.user.id) } });
    const forged = stripe.signedEvent('customer.subscription.created', subscription, { secret: 'whsec_someone_else' });
    const response = await deliver(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid Stripe webhook signature.' });

    const genuine = stripe.signedEvent('customer.subscription.created', subscription);
    const tampered = { ...genuine, payload: genuine.payload.replace('"active"', '"trialing"') };
    expect((await deliver(tampered, '/api/payment/webhook')).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payment/webhook', payload: genuine.payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ detail: 'Missing Stripe-Signature header.' });

    expect(await isPremium(dave)).toBe(false);
    expect(await currentSubscription(dave)).toBeNull();
    const recorded = await t.app.db.selectFrom('processed_stripe_events').select('event_id').where('event_id', '=', genuine.event.id).execute();
    expect(recorded).toEqual([]);
  });

  it('keeps PREMIUM_UPLOAD_RETENTION uploads for premium users and UPLOAD_RETENTION for the others', async () => {
    const erin = await signUpAndLogin(t.app);
    const uploadCount = async () =>
      Number((await t.app.db.selectFrom('uploads').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', erin.user.id).executeTakeFirstOrThrow()).n);

    for (let i = 0; i < 2; i += 1) await uploadAndWait(t.app, erin, smallWorkbook());
    expect(await uploadCount()).toBe(1);

    const subscriptionId = await subscribe(erin);
    for (let i = 0; i < 3; i += 1) await uploadAndWait(t.app, erin, smallWorkbook());
    expect(await uploadCount()).toBe(2);

    await deliver(stripe.signedEvent('customer.subscription.deleted', stripe.updateSubscription(subscriptionId, { status: 'canceled' })));
    await uploadAndWait(t.app, erin, smallWorkbook());
    expect(await uploadCount()).toBe(1);
  });
  it("completes a payment through the stand-in's checkout page, which posts the signed events to the running app", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stripe.webhookUrl = `${address}/api/subscription/webhook`;
    try {
      const grace = await signUpAndLogin(t.app);
      const { url } = (await call(grace, 'POST', '/api/subscription/create-subscription-session')).json<{ url: string }>();
      const page = await fetch(url);
      expect(await page.text()).toContain('<button type="submit">Pay</button>');
      const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe('http://shop.test/subscription?payment-success');
      expect(await isPremium(grace)).toBe(true);
      const cancelled = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancelled.headers.get('location')).toBe('http://shop.test/subscription?payment-canceled');
    } finally {
      stripe.webhookUrl = undefined;
    }
  });
});
