// E-mail verification: a single-use link valid for one day, bound to the address it was sent
// to. Sign-up and a change of address send one; the profile can ask for another.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { badRequest, conflict, unauthorized } from '../lib/errors.js';
import { DAY_MS, isoIn } from '../lib/time.js';
import type { Mailer } from '../mail/mailer.js';
import { createEmailVerificationTokensRepository } from '../repositories/email-verification-tokens.js';
import { createUsersRepository } from '../repositories/users.js';
import { hashToken, newToken } from './tokens.js';

export const VERIFICATION_TOKEN_TTL_MS = DAY_MS;
export const EMAIL_VERIFIED = 'Your e-mail address is verified.';
export const INVALID_VERIFICATION_LINK = 'Invalid or expired verification link. Request a new one from your profile.';
export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const VERIFICATION_SENT = 'We sent a new verification link to your e-mail address.';

export interface MailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: AppConfig['publicUrl'];
}

export function verificationMail(to: string, link: string) {
  return {
    to,
    subject: 'Verify your Ads Auditor e-mail address',
    text: [
      'Please confirm that this address belongs to your Ads Auditor account.',
      '',
      'Verify it here (the link expires after 24 hours and works once):',
      link,
      '',
      'If you did not create an account or change its address, ignore this e-mail.',
    ].join('\n'),
  };
}

/** Mails a new verification link for the user's address; older links stop working. */
export async function sendVerificationLink(deps: MailDeps, user: { id: number; email: string }): Promise<void> {
  const tokens = createEmailVerificationTokensRepository(deps.db);
  await tokens.revokeAllForUser(user.id);
  const token = newToken();
  await tokens.create({ token_hash: hashToken(token), user_id: user.id, email: user.email, expires_at: isoIn(VERIFICATION_TOKEN_TTL_MS) });
  const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  deps.mailer.sendInBackground(verificationMail(user.email, link));
}

/** The profile's 'Resend': another link, unless the address is verified already. */
export async function resendVerificationLink(deps: MailDeps, userId: number): Promise<void> {
  const user = await createUsersRepository(deps.db).findById(userId);
  if (!user) throw unauthorized();
  if (user.email_verified_at !== null) throw conflict(ALREADY_VERIFIED);
  await sendVerificationLink(deps, user);
}

/** Uses a verification link: its address becomes verified if it is still the account's address. */
export async function verifyEmail(db: Kysely<Database>, token: string): Promise<void> {
  const tokens = createEmailVerificationTokensRepository(db);
  const used = await tokens.consume(hashToken(token));
  if (!used || !(await createUsersRepository(db).markEmailVerified(used.user_id, used.email))) throw badRequest(INVALID_VERIFICATION_LINK);
  await tokens.revokeAllForUser(used.user_id);
}
