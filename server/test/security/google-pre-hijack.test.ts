// Account pre-hijacking through Google sign-in, played as a whole against the local OpenID
// provider: an attacker signs up with the victim's address and a password, keeps a session, and
// waits. When the victim signs in with Google, the account becomes the victim's alone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.js';
import { createEmailVerificationTokensRepository } from '../../src/repositories/email-verification-tokens.js';
import { authHeaders } from '../helpers/audit.js';
import {
  buildTestApp,
  dialects,
  sessionCookieOf,
  signInWithGoogle,
  signUpAndLogin,
  startLocalGoogle,
  uniqueEmail,
  type LocalGoogle,
  type TestApp,
} from '../helpers/index.js';
import { captureRequestLogs, openSession } from './support.js';

describe.each(dialects)('Google sign-in and an account made with the same address (%s)', (dialect) => {
  let google: LocalGoogle;
  let t: TestApp;
  beforeAll(async () => {
    google = await startLocalGoogle();
    t = await buildTestApp({ dialect, env: google.env });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });
  beforeEach(() => {
    google.identity = { sub: `google-${uniqueEmail('sub')}`, email: uniqueEmail('victim'), email_verified: true, name: 'Victoria Victim' };
  });

  const current = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('takes an unverified account over: the attacker\'s password and sessions stop working, and the victim\'s data is theirs alone', async () => {
    // 1. The attacker signs up with the victim's address and keeps a second session too.
    const attacker = await signUpAndLogin(t.app, google.identity.email);
    const attackerSecondSession = await openSession(t.app, attacker.user.id);
    expect(attacker.user.email_verified).toBe(false);
    const logs = captureRequestLogs(t.app);

    // 2. The victim signs in with Google.
    const callback = await signInWithGoogle(t.app);
    expect(callback.headers.location).toBe('/dashboard');
    const victim = { cookie: sessionCookieOf(t.app, callback)! };
    const me = (await current(victim)).json();
    expect(me).toMatchObject({ id: attacker.user.id, email: google.identity.email, email_verified: true, has_password: false, notice: 'google_takeover' });
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', fields: { userId: attacker.user.id, event: 'google_takeover' } }));

    // 3. The attacker's password and sessions are refused.
    expect((await login(attacker.email, attacker.password)).statusCode).toBe(401);
    expect((await current({ cookie: attacker.cookie })).statusCode).toBe(401);
    expect((await current(authHeaders(attacker))).statusCode).toBe(401);
    expect((await current({ cookie: attackerSecondSession })).statusCode).toBe(401);

    // What the victim writes now is read by the victim only.
    const note = await t.app.inject({ method: 'POST', url: '/api/notes/', payload: { content: 'private plan', campaign_id: '42' }, headers: victim });
    expect(note.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/notes/?campaign_id=42', headers: { cookie: attacker.cookie } })).statusCode).toBe(401);
    const sessions = await t.app.db.selectFrom('sessions').select('token_hash').where('user_id', '=', attacker.user.id).execute();
    expect(sessions.map((s) => s.token_hash)).toEqual([hashToken(victim.cookie.split('=')[1])]);

    // The notice is shown once: dismissed, it is gone.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/notice', headers: victim })).statusCode).toBe(204);
    expect((await current(victim)).json().notice).toBeNull();
  });

  it('voids the verification link the attacker may still hold', async () => {
    const attacker = await signUpAndLogin(t.app, google.identity.email);
    const outstanding = await t.app.db.selectFrom('email_verification_tokens').selectAll().where('user_id', '=', attacker.user.id).execute();
    expect(outstanding).toHaveLength(1);
    await signInWithGoogle(t.app);
    expect(await createEmailVerificationTokensRepository(t.app.db).consume(outstanding[0].token_hash)).toBeUndefined();
  });

  it('links a verified password account as before: its password and sessions keep working', async () => {
    const owner = await signUpAndLogin(t.app, google.identity.email);
    await t.app.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', owner.user.id).execute();
    const callback = await signInWithGoogle(t.app);
    const me = (await current({ cookie: sessionCookieOf(t.app, callback)! })).json();
    expect(me).toMatchObject({ id: owner.user.id, has_password: true, notice: null });
    expect((await current({ cookie: owner.cookie })).statusCode).toBe(200);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('never links an identity whose e-mail Google did not verify', async () => {
    const owner = await signUpAndLogin(t.app, google.identity.email);
    google.identity.email_verified = false;
    const callback = await signInWithGoogle(t.app);
    expect(callback.headers.location).toBe('/login?error=google');
    expect(sessionCookieOf(t.app, callback)).toBeUndefined();
    const row = await t.app.db.selectFrom('users').select(['google_sub', 'password_hash']).where('id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(row.google_sub).toBeNull();
    expect(row.password_hash).not.toBeNull();
    expect((await current({ cookie: owner.cookie })).statusCode).toBe(200);
  });
});
