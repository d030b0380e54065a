// Account commands: sign-up, login and profile update, each one named step the routes call.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest, conflict, unauthorized } from '../lib/errors.js';
import { PasswordResetTokensRepository } from '../repositories/password-reset-tokens.js';
import { EmailTakenError, UsersRepository, toCurrentUser, type CurrentUser } from '../repositories/users.js';
import { normaliseEmail } from './email.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Incorrect email or password';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

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
  const users = new UsersRepository(db);
  // Hashed before the address is looked up, so a taken address answers as slowly as a free one.
  const password_hash = await hashPassword(input.password);
  if (await users.findByEmail(email)) throw conflict(EMAIL_TAKEN);
  const row = await withEmailTaken(() => users.create({ email, full_name: input.full_name.trim(), password_hash }));
  return toCurrentUser(row);
}

/** The user whose e-mail and password these are; 401 otherwise. */
export async function checkCredentials(db: Kysely<Database>, input: { email: string; password: string }): Promise<CurrentUser> {
  const email = normaliseEmail(input.email);
  const user = await new UsersRepository(db).findByEmail(email);
  if (!user || user.password_hash === null) {
    dummyHash ??= hashPassword('not a real password');
    await verifyPassword(await dummyHash, input.password);
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw unauthorized(BAD_CREDENTIALS);
  return toCurrentUser(user);
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: number,
  input: { email: string; full_name: string },
): Promise<CurrentUser> {
  const email = normaliseEmail(input.email);
  const users = new UsersRepository(db);
  const owner = await users.findByEmail(email);
  if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN);
  const row = await withEmailTaken(() => users.updateProfile(userId, { email, full_name: input.full_name.trim() }));
  return toCurrentUser(row);
}

/** Sets a new password after checking the current one; older reset links stop working. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const users = new UsersRepository(db);
  const user = await users.findById(userId);
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) throw badRequest(WRONG_CURRENT_PASSWORD);
  await users.setPasswordHash(userId, await hashPassword(input.new_password));
  await new PasswordResetTokensRepository(db).revokeAllForUser(userId);
}
