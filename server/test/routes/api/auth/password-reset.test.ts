// Forgot password and reset, through a real local SMTP server and through the file outbox.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  dialects,
  resetLinkOf,
  signUpAndLogin,
  startLocalSmtp,
  uniqueEmail,
  type LocalSmtp,
  type TestApp,
} from '../../../helpers/index.js';

const INVALID_TOKEN = 'Invalid or expired reset token. Please request a new password reset.';
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(dialects)('password reset over SMTP (%s)', (dialect) => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    t = await buildTestApp({ dialect, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://app.test:8080' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, headers });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  async function requestLink(email: string, submitted = email): Promise<string> {
    const response = await forgot(submitted);
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitForMail(email, undefined, /Subject: Reset your Ads Auditor password/);
    const link = resetLinkOf(mail.raw);
    expect(`${link.origin}${link.pathname}`).toBe('http://app.test:8080/reset-password');
    return link.searchParams.get('token')!;
  }

  it('mails a link; following it sets the new password, once', async () => {
    const { email, password } = await signUpAndLogin(t.app);
    const token = await requestLink(email, ` ${email.toUpperCase()} `);
    const mail = smtp.received.find((m) => m.to.includes(email) && m.raw.includes('Subject: Reset'))!;
    expect(mail.raw).toMatch(/Subject: Reset your Ads Auditor password/);
    expect(mail.raw).toMatch(/expires after 1 hour/);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/password has been reset/i);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(401);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: INVALID_TOKEN });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { email, user } = await signUpAndLogin(t.app);
    const token = await requestLink(email);
    const rows = await t.app.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    const validForMs = Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at);
    expect(Math.abs(validForMs - 3600_000)).toBeLessThan(1000);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const { email } = await signUpAndLogin(t.app);
    const known = await forgot(email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(unknownEmail);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitForMail(email, undefined, /Subject: Reset your Ads Auditor password/);
    await t.app.mailer.idle();
    expect(smtp.received.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it('refuses an expired token with 400 and the documented message', async () => {
    const { email, password, user } = await signUpAndLogin(t.app);
    const token = await requestLink(email);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db.updateTable('password_reset_tokens').set({ expires_at: past }).where('user_id', '=', user.id).execute();
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: INVALID_TOKEN });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('refuses an unknown token with 400, a missing token with 422, a short password with 422', async () => {
    const unknown = await reset('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: INVALID_TOKEN });

    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { password: NEW_PASSWORD } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([{ loc: ['body', 'token'], msg: 'Field required', type: 'required' }]);

    const { email } = await signUpAndLogin(t.app);
    const token = await requestLink(email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].loc).toEqual(['body', 'password']);
    // The refused attempt did not use the token up.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("ends the user's other sessions and voids older links, keeping the session it was made from", async () => {
    const { email, password, cookie } = await signUpAndLogin(t.app);
    const elsewhere = (await login(email, password)).json().access_token as string;
    const older = await requestLink(email);
    const token = await requestLink(email);

    expect((await reset(token, NEW_PASSWORD, { cookie })).statusCode).toBe(200);
    const current = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers });
    expect((await current({ authorization: `Bearer ${elsewhere}` })).statusCode).toBe(401);
    expect((await current({ cookie })).statusCode).toBe(200);
    expect((await reset(older, 'sneaky other password')).json()).toEqual({ detail: INVALID_TOKEN });
  });

  it('answers 422 for a bad e-mail', async () => {
    const response = await forgot('nope');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0].loc).toEqual(['body', 'email']);
  });
});

describe('password reset without SMTP_URL: the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('writes the mail as an .eml file in DATA_DIR/outbox whose link works', async () => {
    const { email } = await signUpAndLogin(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
    await t.app.mailer.idle();
    const outbox = path.join(t.dataDir, 'outbox');
    const files = (await fs.readdir(outbox)).filter((f) => f.endsWith('.eml'));
    // Sign-up mailed a verification link first.
    const mails = await Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')));
    const resets = mails.filter((mail) => mail.includes('Subject: Reset your Ads Auditor password'));
    expect(resets).toHaveLength(1);
    const raw = resets[0];
    expect(raw).toContain(`To: ${email}`);
    const link = resetLinkOf(raw);
    expect(link.origin).toBe('http://localhost:3000');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});
