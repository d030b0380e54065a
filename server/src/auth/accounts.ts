// Account commands: sign-up, login and profile update, each one named step the routes call.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest, conflict, unauthorized } from '../lib/errors.js';
import { createPasswordResetTokensRepository } from '../repositories/password-reset-tokens.js';
import { EmailTakenError, createUsersRepository, toCurrentUser, type CurrentUser } from '../repositories/users.js';
import { normaliseEmail } from './email.js';
import { sendVerificationLink, type MailDeps } from './email-verification.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { confirmIdentity, WRONG_CURRENT_PASSWORD, type IdentityProof } from './reauthentication.js';
import type { SessionManager } from './sessions.js';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Incorrect email or password';
export { WRONG_CURRENT_PASSWORD } from './reauthentication.js';

// Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong
// password and response times do not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;

async function withEmailTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EmailTakenError) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export async function signUp(
  db: Kysely<Database>,
  input: { email: string; full_name: string; password: string },
): Promise<CurrentUser> {
  const email = normaliseEmail(input.email);
  const users = createUsersRepository(db);
  // Hashed before the address is looked up, so a taken address answers as slowly as a free one.
  const password_hash = await hashPassword(input.password);
  if (await users.findByEmail(email)) throw conflict(EMAIL_TAKEN);
  const row = await withEmailTaken(() => users.create({ email, full_name: input.full_name.trim(), password_hash }));
  return toCurrentUser(row);
}

/** The user whose e-mail and password these are; 401 otherwise. */
export async function checkCredentials(db: Kysely<Database>, input: { email: string; password: string }): Promise<CurrentUser> {
  const email = normaliseEmail(input.email);
  const user = await createUsersRepository(db).findByEmail(email);
  if (!user || user.password_hash === null) {
    dummyHash ??= hashPassword('not a real password');
    await verifyPassword(await dummyHash, input.password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw unauthorized(BAD_CREDENTIALS);
  return toCurrentUser(user);
}

export function emailChangedNotice(to: string, newEmail: string) {
  return {
    to,
    subject: 'The e-mail address of your Ads Auditor account was changed',
    text: [
      `The e-mail address of your Ads Auditor account was changed to ${newEmail}.`,
      'Every other device was signed out.',
      '',
      'If you did not make this change, reply to this e-mail at once so we can give the account back to you.',
    ].join('\n'),
  };
}

/**
 * Sets the name and address. A new address needs proof that the caller owns the account (the
 * current password, or a recent Google sign-in): the old address is told, the new one gets a
 * verification link, and every other session of the user ends.
 */
export async function updateProfile(
  deps: MailDeps & { sessions: SessionManager },
  caller: { userId: number; sessionTokenHash: string | null; proof: IdentityProof },
  input: { email: string; full_name: string },
): Promise<CurrentUser> {
  const email = normaliseEmail(input.email);
  const users = createUsersRepository(deps.db);
  const before = await users.findById(caller.userId);
  if (!before) throw unauthorized();
  const emailChanged = email !== before.email;
  if (emailChanged) {
    await confirmIdentity(deps.db, caller.userId, caller.proof);
    const owner = await users.findByEmail(email);
    if (owner) throw conflict(EMAIL_TAKEN);
  }
  const row = await withEmailTaken(() => users.updateProfile(caller.userId, { email, full_name: input.full_name.trim() }, emailChanged));
  if (emailChanged) {
    // Reset links went to the old address; they must not outlive it.
    await createPasswordResetTokensRepository(deps.db).revokeAllForUser(caller.userId);
    await deps.sessions.endAllForUser(caller.userId, caller.sessionTokenHash ?? undefined);
    deps.mailer.sendInBackground(emailChangedNotice(before.email, email));
    await sendVerificationLink(deps, row);
  }
  return toCurrentUser(row);
}

/** Sets a new password after checking the current one; older reset links stop working. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const users = createUsersRepository(db);
  const user = await users.findById(userId);
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) throw badRequest(WRONG_CURRENT_PASSWORD);
  await users.setPasswordHash(userId, await hashPassword(input.new_password));
  await createPasswordResetTokensRepository(db).revokeAllForUser(userId);
}
