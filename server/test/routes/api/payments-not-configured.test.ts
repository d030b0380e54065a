// Without Stripe configuration: every payment route says so with 503, and the pricing page can ask.
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

  it.each([
    ['POST', '/api/payment/create-checkout-session?plan=pro'],
    ['GET', '/api/payment/verify-download?token=abc'],
    ['POST', '/api/payment/webhook'],
    ['POST', '/api/subscription/create-subscription-session'],
    ['GET', '/api/subscription/current-subscription'],
    ['POST', '/api/subscription/cancel-subscription'],
    ['POST', '/api/subscription/webhook'],
  ] as const)('%s %s answers 503 saying payments are not configured', async (method, url) => {
    for (const headers of [{ authorization: `Bearer ${alice.token}` }, {}]) {
      const response = await t.app.inject({ method, url, headers });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(NOT_CONFIGURED);
    }
  });

  it('keeps the user free', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/auth/current', headers: { authorization: `Bearer ${alice.token}` } });
    expect(current.json()).toMatchObject({ is_premium: false });
  });
});
