// E-mail verification: sign-up mails a single-use link (only its hash stored) that expires; the
// account is unverified until it is used; 'Resend' is limited per user; a link proves only the
// address it was sent to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_VERIFIED, EMAIL_VERIFIED, INVALID_VERIFICATION_LINK, VERIFICATION_SENT } from '../../src/auth/email-verification.js';
import { hashToken } from '../../src/auth/tokens.js';
import { RESEND_VERIFICATION_LIMIT } from '../../src/routes/api/auth/email-verification.js';
import { authHeaders } from '../helpers/audit.js';
import {
  TEST_PASSWORD,
  buildTestApp,
  decodeQuotedPrintable,
  dialects,
  signUpAndLogin,
  startLocalSmtp,
  uniqueEmail,
  type LocalSmtp,
  type SignedInUser,
  type TestApp,
} from '../helpers/index.js';

const VERIFY_SUBJECT = /Subject: Verify your Ads Auditor e-mail address/;

/** The token of the verification link in a mail. */
function verificationTokenOf(raw: string): string {
  const match = decodeQuotedPrintable(raw).match(/https?:\/\/\S+\/verify-email\?token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no verification link in the mail:\n${raw}`);
  return decodeURIComponent(match[1]);
}

describe.each(dialects)('e-mail verification (%s)', (dialect) => {
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

  const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const resend = (user: SignedInUser) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: authHeaders(user) });
  const verified = async (user: SignedInUser) => (await t.app.inject({ method: 'GET', url: '/api/auth/current', headers: authHeaders(user) })).json().email_verified;
  const linkTo = async (email: string) => verificationTokenOf((await smtp.waitForMail(email, undefined, VERIFY_SUBJECT)).raw);

  it('sign-up signs in at once, unverified, and mails a link that verifies the address once', async () => {
    const user = await signUpAndLogin(t.app);
    expect(user.user.email_verified).toBe(false);
    const mail = await smtp.waitForMail(user.email, undefined, VERIFY_SUBJECT);
    expect(decodeQuotedPrintable(mail.raw)).toContain('http://app.test:8080/verify-email?token=');
    const token = verificationTokenOf(mail.raw);
    const stored = await t.app.db.selectFrom('email_verification_tokens').selectAll().where('user_id', '=', user.user.id).execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(token)]);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: EMAIL_VERIFIED });
    expect(await verified(user)).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: INVALID_VERIFICATION_LINK });
  });

  it('refuses an expired or unknown link and changes nothing', async () => {
    const user = await signUpAndLogin(t.app);
    const token = await linkTo(user.email);
    await t.app.db.updateTable('email_verification_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.user.id).execute();
    for (const candidate of [token, 'not-a-token']) {
      const response = await verify(candidate);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: INVALID_VERIFICATION_LINK });
    }
    expect(await verified(user)).toBe(false);
  });

  it("'Resend' mails a new link that replaces the old one, a few times an hour, and not once verified", async () => {
    const user = await signUpAndLogin(t.app);
    const first = await linkTo(user.email);
    const response = await resend(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VERIFICATION_SENT });
    const second = await linkTo(user.email);
    expect((await verify(first)).statusCode).toBe(400);
    for (let i = 1; i < RESEND_VERIFICATION_LIMIT.max; i += 1) expect((await resend(user)).statusCode).toBe(200);
    const limited = await resend(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests/);

    // Another user has a budget of their own; a verified address needs no link.
    const other = await signUpAndLogin(t.app);
    await verify(await linkTo(other.email));
    const done = await resend(other);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ detail: ALREADY_VERIFIED });
    expect(second).not.toBe(first);
  });

  it('a link proves only the address it was sent to', async () => {
    const user = await signUpAndLogin(t.app);
    const oldLink = await linkTo(user.email);
    const newEmail = uniqueEmail('moved');
    const moved = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: authHeaders(user), payload: { full_name: 'Test User', email: newEmail, current_password: TEST_PASSWORD } });
    expect(moved.statusCode).toBe(200);
    expect((await verify(oldLink)).statusCode).toBe(400);
    expect(await verified(user)).toBe(false);
    expect((await verify(await linkTo(newEmail))).statusCode).toBe(200);
    expect(await verified(user)).toBe(true);
  });
});
