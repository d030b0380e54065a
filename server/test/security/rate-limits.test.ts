// Every auth route and every upload route are rate limited: past the limit they answer 429 with
// a detail a person can read. Auth routes added later must be listed here (or as unlimited).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, multipartBody } from '../helpers/audit.js';
import { buildTestApp, signUpAndLogin, uniqueEmail, type SignedInUser, type TestApp } from '../helpers/index.js';
import { documentedRoutes } from './support.js';

/** Auth routes with no limit: they neither check a secret nor write more than the caller's own notice. */
const UNLIMITED_AUTH_ROUTES = ['GET /api/auth/current', 'GET /api/auth/logout', 'POST /api/auth/logout', 'DELETE /api/auth/notice'];
/** Auth routes limited on a budget of their own, tested with their feature. */
const LIMITED_ON_THEIR_OWN = ['POST /api/auth/verify-email/resend']; // 3 an hour per user: email-verification.test.ts

describe('rate limits', () => {
  let t: TestApp;
  let user: SignedInUser;
  let accountId: number;
  beforeAll(async () => {
    // Every budget at 1 request per window: the second call of any limited route is refused.
    t = await buildTestApp({ env: { RATE_LIMIT_LOGIN: '1', RATE_LIMIT_SIGNUP: '1', RATE_LIMIT_FORGOT_PASSWORD: '1', RATE_LIMIT_UPLOAD: '1' } });
    user = await signUpAndLogin(t.app);
    accountId = (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: authHeaders(user) })).json<{ accounts: { id: number }[] }>().accounts[0]!.id;
  });
  afterAll(async () => t?.close());

  const upload = (url: string) => () => {
    const body = multipartBody('file', 'not-a-workbook.xlsx', 'application/octet-stream', new TextEncoder().encode('not a workbook'));
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...authHeaders(user) } });
  };
  const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: () => object, signedIn = false) => () =>
    t.app.inject({ method, url, payload: payload(), headers: signedIn ? authHeaders(user) : {} });
  const get = (url: string, signedIn = false) => () => t.app.inject({ method: 'GET', url, headers: signedIn ? authHeaders(user) : {} });

  const LIMITED: Record<string, () => Promise<LightMyRequestResponse>> = {
    'POST /api/auth/signup': json('POST', '/api/auth/signup', () => ({ email: uniqueEmail(), full_name: 'L', password: 'correct horse battery' })),
    'POST /api/auth/login': json('POST', '/api/auth/login', () => ({ email: uniqueEmail(), password: 'wrong password' })),
    'POST /api/auth/forgot-password': json('POST', '/api/auth/forgot-password', () => ({ email: uniqueEmail() })),
    'POST /api/auth/reset-password': json('POST', '/api/auth/reset-password', () => ({ token: 'guessed', password: 'correct horse battery' })),
    'POST /api/auth/change-password': json('POST', '/api/auth/change-password', () => ({ current_password: 'guessed', new_password: 'correct horse battery' }), true),
    'PUT /api/auth/profile': json('PUT', '/api/auth/profile', () => ({ email: user.email, full_name: 'Same' }), true),
    'POST /api/auth/verify-email': json('POST', '/api/auth/verify-email', () => ({ token: 'guessed' })),
    'GET /api/auth/account/export': get('/api/auth/account/export', true),
    'DELETE /api/auth/account': json('DELETE', '/api/auth/account', () => ({ confirmation: 'not yet', current_password: 'guessed' }), true),
    'GET /api/auth/google/authorize': get('/api/auth/google/authorize'),
    'GET /api/auth/google_callback': get('/api/auth/google_callback?code=x&state=y'),
    'POST /api/bulk/upload': upload('/api/bulk/upload'),
    'POST /api/business_reports/upload': upload('/api/business_reports/upload'),
    'POST /api/accounts/{account_id}/search-term-reports': () => upload(`/api/accounts/${accountId}/search-term-reports`)(),
  };

  it('covers every auth route of the OpenAPI document', async () => {
    const authRoutes = (await documentedRoutes(t.app)).map((r) => r.key).filter((key) => key.includes(' /api/auth/'));
    const unclassified = authRoutes.filter((key) => !(key in LIMITED) && !UNLIMITED_AUTH_ROUTES.includes(key) && !LIMITED_ON_THEIR_OWN.includes(key));
    expect(unclassified, 'add these auth routes to LIMITED (with a rate limit) or UNLIMITED_AUTH_ROUTES in this test').toEqual([]);
  });

  it.each(Object.keys(LIMITED))('%s answers 429 with a clear detail past its limit', async (route) => {
    await LIMITED[route]();
    const refused = await LIMITED[route]();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many requests\. Please try again in .+\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
