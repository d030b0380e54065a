// What every answer carries for the browser: the session cookie's flags and the security
// headers, on the web app ('/') and on the API, for an http and an https public URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import { openSession } from './support.js';

describe.each([
  { scheme: 'http', publicUrl: 'http://localhost:3000' },
  { scheme: 'https', publicUrl: 'https://app.example' },
])('cookie flags and security headers ($scheme public URL)', ({ scheme, publicUrl }) => {
  const https = scheme === 'https';
  let t: TestApp;
  let signUp: LightMyRequestResponse;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: publicUrl } });
    signUp = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `flags-${scheme}@example.com`, full_name: 'F', password: 'correct horse battery' } });
  });
  afterAll(async () => t?.close());

  it(`sets the session cookie HttpOnly, SameSite=Lax, Path=/${https ? ', Secure' : ''}, and clears it the same way`, async () => {
    const session = signUp.cookies.find((c) => c.name === t.config.session.cookieName)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure ?? false).toBe(https);
    expect(session.maxAge).toBe(t.config.session.ttlDays * 24 * 3600);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: await openSession(t.app, signUp.json().user.id) } });
    const cleared = logout.cookies.find((c) => c.name === t.config.session.cookieName)!;
    expect(cleared).toMatchObject({ value: '', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cleared.secure ?? false).toBe(https);
  });

  it.each(['/', '/login', '/api/health', '/api/auth/current'])('sends the security headers on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${signUp.json().access_token}` } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp, url).toContain(directive);
    }
    expect(csp.includes('upgrade-insecure-requests'), url).toBe(https);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    if (https) expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    else expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
