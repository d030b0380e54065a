// Without Stripe configuration: every payment route says so with 503 (a signed-out caller of a
// route that needs a session gets 401 first: security/hardening.test.ts), and the pricing page can ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../../helpers/index.js';

const NOT_CONFIGURED = { detail: 'Payments are not configured on this server.' };

describe.each(dialects)('payments without Stripe configuration (%s)', (dialect) => {
  let t: TestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    alice = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  it('tells the pricing page that payments are unavailable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });

  const SIGNED_IN_ROUTES = [
    ['POST', '/api/payment/create-checkout-session?plan=pro'],
    ['GET', '/api/payment/verify-download?token=abc'],
    ['POST', '/api/subscription/create-subscription-session'],
    ['GET', '/api/subscription/current-subscription'],
    ['POST', '/api/subscription/cancel-subscription'],
  ] as const;
  const WEBHOOKS = [
    ['POST', '/api/payment/webhook'],
    ['POST', '/api/subscription/webhook'],
  ] as const;

  it.each([...SIGNED_IN_ROUTES, ...WEBHOOKS])('%s %s answers a signed-in caller 503 saying payments are not configured', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${alice.token}` } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(NOT_CONFIGURED);
  });

  it.each(WEBHOOKS)('%s %s (signed by Stripe, not by a session) answers 503 to anyone', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(NOT_CONFIGURED);
  });

  it('keeps the user free', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/auth/current', headers: { authorization: `Bearer ${alice.token}` } });
    expect(current.json()).toMatchObject({ is_premium: false });
  });
});
