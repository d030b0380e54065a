// Password hashing: argon2id with the library's recommended parameters.
import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 8;
// Algorithm.Argon2id (a const enum, so spelled as its value under isolatedModules).
const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
