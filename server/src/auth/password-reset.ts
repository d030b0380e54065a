// Password reset: a single-use link valid for one hour, mailed to the account's address.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import { HOUR_MS, isoIn } from '../lib/time.js';
import type { Mailer } from '../mail/mailer.js';
import { createPasswordResetTokensRepository } from '../repositories/password-reset-tokens.js';
import { createUsersRepository } from '../repositories/users.js';
import type { ResolvedSession, SessionManager } from './sessions.js';
import { normaliseEmail } from './email.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';

export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token. Please request a new password reset.';
export const RESET_REQUESTED = 'If an account exists for that email, we have sent a link to reset its password.';
/**
 * Reset mails one address receives per hour, whoever asks and from wherever (the per-client
 * limit alone lets many clients flood one inbox). Past it the answer is the same, no mail is sent.
 */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

export function resetMail(to: string, link: string) {
  return {
    to,
    subject: 'Reset your Ads Auditor password',
    text: [
      'Someone (hopefully you) asked to reset the password of your Ads Auditor account.',
      '',
      'Choose a new password here (the link expires after 1 hour and works once):',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** Mails a reset link when the address has an account; says nothing either way. */
export async function requestPasswordReset(
  deps: { db: Kysely<Database>; mailer: Mailer; publicUrl: AppConfig['publicUrl']; log: FastifyBaseLogger },
  rawEmail: string,
): Promise<void> {
  const email = normaliseEmail(rawEmail);
  const user = await createUsersRepository(deps.db).findByEmail(email);
  if (!user) return;
  const tokens = createPasswordResetTokensRepository(deps.db);
  if ((await tokens.countCreatedSince(user.id, isoIn(-HOUR_MS))) >= RESET_MAILS_PER_ADDRESS_PER_HOUR) {
    deps.log.info({ userId: user.id }, 'reset mail withheld: the hourly limit of the address is reached');
    return;
  }
  const token = newToken();
  await tokens.create({
    token_hash: hashToken(token),
    user_id: user.id,
    expires_at: isoIn(RESET_TOKEN_TTL_MS),
  });
  const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  deps.mailer.sendInBackground(resetMail(user.email, link));
}

/**
 * Sets a new password from a reset token. The token and every other outstanding token of the
 * user stop working, and the user's other sessions end.
 */
export async function resetPassword(
  deps: { db: Kysely<Database>; sessions: SessionManager },
  input: { token: string; password: string; currentSession: ResolvedSession | null },
): Promise<void> {
  const tokens = createPasswordResetTokensRepository(deps.db);
  const userId = await tokens.consume(hashToken(input.token));
  if (userId === undefined) throw badRequest(INVALID_RESET_TOKEN);
  await createUsersRepository(deps.db).setPasswordHash(userId, await hashPassword(input.password));
  await tokens.revokeAllForUser(userId);
  // The session the reset was made from (if it is the same user's) stays signed in.
  const keep = input.currentSession?.user.id === userId ? input.currentSession.tokenHash : undefined;
  await deps.sessions.endAllForUser(userId, keep);
}
