// Logout ends the session on the server. GET /api/auth/logout works only from the app's own
// pages (another site's <img> must not sign a user out); the web app uses POST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { FOREIGN_ORIGIN, expectCrossSiteRefusal, openSession } from './support.js';

describe.each(dialects)('logout (%s)', (dialect) => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: 'https://app.example' } });
    user = await signUpAndLogin(t.app);
  });
  afterAll(async () => t?.close());

  const current = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie } });
  const logout = (method: 'GET' | 'POST', cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: '/api/auth/logout', headers: { cookie, ...headers } });

  it.each([
    ['POST from the app', 'POST', { origin: 'https://app.example' }],
    ['POST from a program (no browser headers)', 'POST', {}],
    ['GET from the app (Sec-Fetch-Site)', 'GET', { 'sec-fetch-site': 'same-origin' }],
    ['GET from the app (Origin)', 'GET', { origin: 'https://app.example' }],
  ] as const)('%s: the old cookie no longer authenticates', async (_label, method, headers) => {
    const cookie = await openSession(t.app, user.user.id);
    const response = await logout(method, cookie, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect(response.cookies.find((c) => c.name === t.config.session.cookieName)?.value).toBe('');
    // The cookie is replayed as it was: the server itself no longer knows the session.
    expect((await current(cookie)).statusCode).toBe(401);
  });

  it.each([
    ['GET from another site (Sec-Fetch-Site)', 'GET', { 'sec-fetch-site': 'cross-site' }],
    ['GET from a sibling site (Sec-Fetch-Site)', 'GET', { 'sec-fetch-site': 'same-site' }],
    ['GET from another site (Origin)', 'GET', { origin: FOREIGN_ORIGIN }],
    ['POST from another site', 'POST', { origin: FOREIGN_ORIGIN }],
  ] as const)('%s: 403, and the session survives', async (label, method, headers) => {
    const cookie = await openSession(t.app, user.user.id);
    const response = await logout(method, cookie, headers);
    expectCrossSiteRefusal(response, label);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await current(cookie)).statusCode).toBe(200);
  });
});
