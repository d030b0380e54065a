// Cross-site request forgery: a POST, PUT, PATCH or DELETE that a browser sends from another
// site's page is refused before anything runs, on every route of the OpenAPI document but the
// Stripe webhooks (signed). The app's own pages and programs without browser headers pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_WEBHOOK_ROUTES } from '../../src/plugins/security.js';
import { buildTestApp, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { FOREIGN_ORIGIN, documentedRoutes, expectCrossSiteRefusal, fillPath, type DocumentedRoute } from './support.js';

const PUBLIC_URL = 'https://app.example';

describe('cross-site state changes', () => {
  let t: TestApp;
  let user: SignedInUser;
  let stateChanging: DocumentedRoute[];
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    user = await signUpAndLogin(t.app);
    stateChanging = (await documentedRoutes(t.app)).filter((r) => r.method !== 'GET');
  });
  afterAll(async () => t?.close());

  const send = (route: DocumentedRoute, headers: Record<string, string>) =>
    t.app.inject({ method: route.method, url: fillPath(route.path), payload: {}, headers: { cookie: user.cookie, ...headers } });

  it('refuses every state-changing route from another site (Origin), with a clear detail and a stable code', async () => {
    const guarded = stateChanging.filter((r) => !SIGNED_WEBHOOK_ROUTES.has(r.path));
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded) expectCrossSiteRefusal(await send(route, { origin: FOREIGN_ORIGIN }), route.key);
  });

  it('refuses them by Sec-Fetch-Site when there is no Origin, and an opaque "null" origin', async () => {
    for (const route of stateChanging.filter((r) => !SIGNED_WEBHOOK_ROUTES.has(r.path))) {
      expectCrossSiteRefusal(await send(route, { 'sec-fetch-site': 'cross-site' }), route.key);
      expectCrossSiteRefusal(await send(route, { origin: 'null' }), route.key);
    }
  });

  it('leaves the Stripe webhooks to their signature check', async () => {
    for (const path of SIGNED_WEBHOOK_ROUTES) {
      const response = await t.app.inject({ method: 'POST', url: path, payload: {}, headers: { origin: FOREIGN_ORIGIN, 'sec-fetch-site': 'cross-site' } });
      expect(response.statusCode, path).not.toBe(403);
    }
  });

  it.each([
    ['the public URL as Origin', { origin: PUBLIC_URL }],
    ['the address the request was sent to as Origin (local run, dev proxy)', { origin: 'http://localhost:5173', host: 'localhost:5173' }],
    ['the same address with its default port written out', { origin: 'http://localhost', host: 'localhost:80' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['no browser headers (curl, the CLI)', {}],
  ])('lets a state change through with %s', async (_label, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { email: user.email, full_name: 'Renamed' }, headers: { cookie: user.cookie, ...headers } });
    expect(response.statusCode).toBe(200);
    expect(response.json().full_name).toBe('Renamed');
  });

  it('refuses a look-alike of the public URL (other port, other scheme, suffix)', async () => {
    for (const origin of ['https://app.example:8443', 'http://app.example', 'https://app.example.evil.example']) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { email: user.email, full_name: 'Forged' }, headers: { cookie: user.cookie, origin } });
      expectCrossSiteRefusal(response, origin);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie: user.cookie } })).json().full_name).not.toBe('Forged');
  });
});
