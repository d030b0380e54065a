// Signing in or changing the password issues a new session token; a password change or reset
// ends every other session of the user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD } from '../../src/auth/accounts.js';
import { hashToken, newToken } from '../../src/auth/tokens.js';
import { isoIn } from '../../src/lib/time.js';
import { createPasswordResetTokensRepository } from '../../src/repositories/password-reset-tokens.js';
import { buildTestApp, dialects, sessionCookieOf, signUpAndLogin, type SignedInUser, type TestApp } from '../helpers/index.js';
import { openSession } from './support.js';

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(dialects)('session rotation and revocation (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  const current = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers });
  const asCookie = (token: string) => ({ cookie: `${t.config.session.cookieName}=${token}` });
  const login = (user: SignedInUser, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, headers });
  const changePassword = (headers: Record<string, string>, current_password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: { current_password, new_password: NEW_PASSWORD }, headers });

  it('logging in issues a new token and ends the session the browser came with', async () => {
    const user = await signUpAndLogin(t.app);
    const response = await login(user, user.password, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    const fresh = sessionCookieOf(t.app, response)!;
    expect(fresh).not.toBe(user.cookie);
    expect(response.json().access_token).not.toBe(user.token);
    expect((await current({ cookie: user.cookie })).statusCode).toBe(401);
    expect((await current({ cookie: fresh })).statusCode).toBe(200);
  });

  it('changing the password answers a new session and ends every other one, on every device', async () => {
    const user = await signUpAndLogin(t.app);
    const otherDevice = await openSession(t.app, user.user.id);

    const response = await changePassword({ cookie: user.cookie }, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', user: { id: user.user.id } });
    expect(sessionCookieOf(t.app, response)).toBe(`${t.config.session.cookieName}=${body.access_token}`);

    expect((await current({ cookie: user.cookie })).statusCode).toBe(401);
    expect((await current({ cookie: otherDevice })).statusCode).toBe(401);
    expect((await current(asCookie(body.access_token))).statusCode).toBe(200);
    expect((await login(user, user.password)).statusCode).toBe(401);
    expect((await login(user, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await signUpAndLogin(t.app);
    const response = await changePassword({ cookie: user.cookie }, 'not my password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: WRONG_CURRENT_PASSWORD });
    expect(sessionCookieOf(t.app, response)).toBeUndefined();
    expect((await current({ cookie: user.cookie })).statusCode).toBe(200);
    expect((await changePassword({}, user.password)).statusCode).toBe(401);
  });

  it('a password reset from another browser ends every session of the user', async () => {
    const user = await signUpAndLogin(t.app);
    const token = newToken();
    await createPasswordResetTokensRepository(t.app.db).create({ token_hash: hashToken(token), user_id: user.user.id, expires_at: isoIn(60_000) });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: NEW_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect((await current({ cookie: user.cookie })).statusCode).toBe(401);
    expect((await current({ authorization: `Bearer ${user.token}` })).statusCode).toBe(401);
  });
});
