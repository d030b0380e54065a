// Changing the e-mail on the profile: it needs the current password (an account without one: a
// Google sign-in within 10 minutes), tells the old address, leaves the new one unverified with a
// link sent, ends the other sessions and voids reset links. A change of the name needs nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/auth/tokens.js';
import { CURRENT_PASSWORD_REQUIRED, RECENT_GOOGLE_SIGN_IN_REQUIRED, WRONG_CURRENT_PASSWORD } from '../../src/auth/reauthentication.js';
import { DAY_MS, isoIn } from '../../src/lib/time.js';
import { createPasswordResetTokensRepository } from '../../src/repositories/password-reset-tokens.js';
import { createSessionsRepository } from '../../src/repositories/sessions.js';
import { createUsersRepository } from '../../src/repositories/users.js';
import {
  buildTestApp,
  decodeQuotedPrintable,
  dialects,
  signUpAndLogin,
  startLocalSmtp,
  uniqueEmail,
  type LocalSmtp,
  type TestApp,
} from '../helpers/index.js';
import { openSession } from './support.js';

describe.each(dialects)('changing the e-mail address (%s)', (dialect) => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    t = await buildTestApp({ dialect, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const profile = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { cookie }, payload });
  const current = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/current', headers: { cookie } });

  it('refuses without the current password, or with a wrong one, and changes nothing', async () => {
    const user = await signUpAndLogin(t.app);
    const otherDevice = await openSession(t.app, user.user.id);
    for (const [extra, detail] of [[{}, CURRENT_PASSWORD_REQUIRED], [{ current_password: 'not my password' }, WRONG_CURRENT_PASSWORD]] as const) {
      const response = await profile(user.cookie, { full_name: 'Test User', email: uniqueEmail('thief'), ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect((await current(user.cookie)).json()).toEqual(user.user);
    expect((await current(otherDevice)).statusCode).toBe(200);
  });

  it('with the password: notifies the old address, sends the new one a link, ends the other sessions and old reset links', async () => {
    const user = await signUpAndLogin(t.app);
    await t.app.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', user.user.id).execute();
    const otherDevice = await openSession(t.app, user.user.id);
    const resetToken = newToken();
    await createPasswordResetTokensRepository(t.app.db).create({ token_hash: hashToken(resetToken), user_id: user.user.id, expires_at: isoIn(60_000) });
    const newEmail = uniqueEmail('new-address');

    const response = await profile(user.cookie, { full_name: 'Test User', email: newEmail, current_password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail, email_verified: false });

    const notice = decodeQuotedPrintable((await smtp.waitForMail(user.email, undefined, /Subject: The e-mail address of your Ads Auditor account was changed/)).raw);
    expect(notice).toContain(`changed to ${newEmail}`);
    const verification = decodeQuotedPrintable((await smtp.waitForMail(newEmail, undefined, /Subject: Verify your Ads Auditor e-mail address/)).raw);
    expect(verification).toMatch(/\/verify-email\?token=/);

    expect((await current(user.cookie)).statusCode).toBe(200);
    expect((await current(otherDevice)).statusCode).toBe(401);
    expect(await createPasswordResetTokensRepository(t.app.db).consume(hashToken(resetToken))).toBeUndefined();
  });

  it('a change of the name alone needs no password and ends no session', async () => {
    const user = await signUpAndLogin(t.app);
    const otherDevice = await openSession(t.app, user.user.id);
    const response = await profile(user.cookie, { full_name: 'Only The Name', email: user.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ full_name: 'Only The Name', email: user.email });
    expect((await current(otherDevice)).statusCode).toBe(200);
  });

  it('an account without a password needs a Google sign-in made within the last 10 minutes', async () => {
    const users = createUsersRepository(t.app.db);
    const googleUser = await users.create({ email: uniqueEmail('google-only'), full_name: 'Gina', password_hash: null, google_sub: `sub-${uniqueEmail()}` });
    const sessionOf = async (signedInWith: 'google' | 'password', openedMinutesAgo: number) => {
      const token = newToken();
      await createSessionsRepository(t.app.db).create({ token_hash: hashToken(token), user_id: googleUser.id, expires_at: isoIn(DAY_MS), signed_in_with: signedInWith });
      const createdAt = new Date(Date.now() - openedMinutesAgo * 60_000).toISOString();
      await t.app.db.updateTable('sessions').set({ created_at: createdAt }).where('token_hash', '=', hashToken(token)).execute();
      return `${t.config.session.cookieName}=${token}`;
    };
    for (const cookie of [await sessionOf('google', 11), await sessionOf('password', 1)]) {
      const refused = await profile(cookie, { full_name: 'Gina', email: uniqueEmail('elsewhere'), current_password: 'anything at all' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: RECENT_GOOGLE_SIGN_IN_REQUIRED });
    }
    const newEmail = uniqueEmail('google-moved');
    const fresh = await profile(await sessionOf('google', 2), { full_name: 'Gina', email: newEmail });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ email: newEmail, email_verified: false, has_password: false });
  });
});
