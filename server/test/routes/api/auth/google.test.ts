// Google sign-in against a real local OpenID Connect provider (oauth2-mock-server).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authorizeWithGoogle, buildTestApp, dialects, sessionCookieOf, signUpAndLogin, startLocalGoogle, uniqueEmail, type GoogleIdentity, type LocalGoogle, type TestApp } from '../../../helpers/index.js';

describe.each(dialects)('Google sign-in (%s)', (dialect) => {
  let google: LocalGoogle;
  let t: TestApp;
  let identity: GoogleIdentity;

  beforeAll(async () => {
    google = await startLocalGoogle();
    t = await buildTestApp({ dialect, env: google.env });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });
  beforeEach(() => {
    identity = { sub: `google-${uniqueEmail('sub')}`, email: uniqueEmail('google'), email_verified: true, name: 'Gina Google' };
    google.identity = identity;
    google.tamper = undefined;
  });

  /** Authorize, let the provider answer, and answer the callback query and flow cookie. */
  async function authorize(): Promise<{ callbackQuery: string; flowCookie: string }> {
    const { authorizeUrl, flowCookie, callbackQuery, callbackPath } = await authorizeWithGoogle(t.app);
    expect(authorizeUrl.origin).toBe(google.provider.issuer.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google_callback');
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(callbackPath).toBe('/api/auth/google_callback');
    return { callbackQuery, flowCookie: `google_oidc=${flowCookie.value}` };
  }

  const callback = (query: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/google_callback${query}`, headers: cookie ? { cookie } : {} });

  const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie } });

  it('creates an account from the verified e-mail, signs in and redirects to /dashboard', async () => {
    const { callbackQuery, flowCookie } = await authorize();
    const response = await callback(callbackQuery, flowCookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
    const session = sessionCookieOf(t.app, response)!;
    const me = await currentUser(session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: identity.email, full_name: 'Gina Google' });
  });

  it('links an existing password account with the same e-mail, and finds it again by Google id', async () => {
    const existing = await signUpAndLogin(t.app);
    identity.email = existing.email.toUpperCase();
    const first = await authorize();
    const response = await callback(first.callbackQuery, first.flowCookie);
    expect(response.headers.location).toBe('/dashboard');
    expect((await currentUser(sessionCookieOf(t.app, response)!)).json().id).toBe(existing.user.id);

    // Google now reports another address: the link by Google id still finds the same account.
    identity.email = uniqueEmail('changed-at-google');
    const second = await authorize();
    const again = await callback(second.callbackQuery, second.flowCookie);
    expect((await currentUser(sessionCookieOf(t.app, again)!)).json().id).toBe(existing.user.id);
  });

  async function expectRefused(query: string, cookie?: string) {
    const before = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await callback(query, cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=google');
    expect(sessionCookieOf(t.app, response)).toBeUndefined();
    const after = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  }

  it('refuses a callback whose state does not match the browser', async () => {
    const { callbackQuery, flowCookie } = await authorize();
    const forged = new URLSearchParams(callbackQuery);
    forged.set('state', 'forged-state');
    await expectRefused(`?${forged}`, flowCookie);
  });

  it('refuses a callback without the flow cookie (another browser)', async () => {
    const { callbackQuery } = await authorize();
    await expectRefused(callbackQuery);
  });

  it('refuses an ID token for another client', async () => {
    google.tamper = (payload) => {
      payload.aud = 'someone-else';
    };
    const { callbackQuery, flowCookie } = await authorize();
    await expectRefused(callbackQuery, flowCookie);
  });

  it('refuses an ID token with a wrong nonce', async () => {
    google.tamper = (payload) => {
      payload.nonce = 'replayed';
    };
    const { callbackQuery, flowCookie } = await authorize();
    await expectRefused(callbackQuery, flowCookie);
  });

  it('refuses an ID token signed with a key the provider does not publish', async () => {
    const { callbackQuery, flowCookie } = await authorize();
    const onResponse = (response: { body: Record<string, string> }) => {
      const [header, payload, signature] = response.body.id_token.split('.');
      const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
      response.body.id_token = [header, payload, flipped].join('.');
    };
    google.provider.service.once('beforeResponse', onResponse);
    await expectRefused(callbackQuery, flowCookie);
  });

  it('refuses an unverified e-mail', async () => {
    identity.email_verified = false;
    const { callbackQuery, flowCookie } = await authorize();
    await expectRefused(callbackQuery, flowCookie);
  });

  it('refuses a provider error (the user said no)', async () => {
    const { flowCookie } = await authorize();
    await expectRefused('?error=access_denied&state=whatever', flowCookie);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 503 with a clear detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/authorize' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Google sign-in is not configured' });
  });
});
