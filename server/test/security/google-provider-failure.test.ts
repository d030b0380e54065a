// Google sign-in whose provider cannot be used (answering for another issuer, or unreachable):
// the browser lands on /login?error=google, where the login page explains it, and the cause is
// logged for the operator. Never a raw JSON 500 in the browser.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/index.js';
import { captureRequestLogs } from './support.js';

describe('Google sign-in when the provider cannot be used', () => {
  let provider: OAuth2Server;
  let providerRunning = false;
  let t: TestApp;
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    providerRunning = true;
    t = await buildTestApp({ env: { GOOGLE_CLIENT_ID: 'ads-auditor-test', GOOGLE_CLIENT_SECRET: 'test-secret', GOOGLE_ISSUER: provider.issuer.url! } });
  });
  afterAll(async () => {
    await t?.close();
    if (providerRunning) await provider.stop();
  });

  async function expectRedirectToLoginAndLoggedCause(cause: RegExp) {
    const logs = captureRequestLogs(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/google/authorize' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=google');
    expect(response.cookies.find((c) => c.name === 'google_oidc')).toBeUndefined();
    const logged = logs.find((record) => record.level === 'error' && /Google sign-in could not start/.test(record.msg));
    expect(logged?.fields).toMatchObject({ issuer: t.config.google.issuer, reason: expect.stringMatching(cause) });
  }

  it('a provider whose discovery document names another issuer: redirects to /login?error=google and logs the mismatch', async () => {
    const configured = provider.issuer.url!;
    provider.issuer.url = 'https://impostor.example';
    try {
      await expectRedirectToLoginAndLoggedCause(/issuer/i);
    } finally {
      provider.issuer.url = configured;
    }
  });

  it('an unreachable provider: redirects to /login?error=google and logs why', async () => {
    await provider.stop();
    providerRunning = false;
    await expectRedirectToLoginAndLoggedCause(/.+/);
  });
});
