// Changes that hand an account to whoever makes them (a new address, deleting it) need more than
// a session: the current password, or for an account without one, a Google sign-in just made.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest, forbidden, unauthorized } from '../lib/errors.js';
import { createUsersRepository } from '../repositories/users.js';
import type { SessionSignIn } from './sessions.js';
import { verifyPassword } from './passwords.js';

export const RECENT_GOOGLE_SIGN_IN_MS = 10 * 60 * 1000;
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to confirm this change.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const RECENT_GOOGLE_SIGN_IN_REQUIRED =
  'For your security, sign in with Google again (within the last 10 minutes) before you make this change.';

export interface IdentityProof {
  /** The password the user typed, if any. */
  currentPassword: string | undefined;
  /** How and when the request's session was opened. */
  signIn: SessionSignIn | null;
}

/** Throws unless the caller proved again that the account is theirs. */
export async function confirmIdentity(db: Kysely<Database>, userId: number, proof: IdentityProof): Promise<void> {
  const user = await createUsersRepository(db).findById(userId);
  if (!user) throw unauthorized();
  if (user.password_hash !== null) {
    if (!proof.currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(user.password_hash, proof.currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
    return;
  }
  const signIn = proof.signIn;
  const recent = signIn?.signedInWith === 'google' && Date.now() - Date.parse(signIn.createdAt) <= RECENT_GOOGLE_SIGN_IN_MS;
  if (!recent) throw forbidden(RECENT_GOOGLE_SIGN_IN_REQUIRED);
}
