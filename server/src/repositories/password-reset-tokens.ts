// Data access for password reset tokens: stored hashed, single use, with an expiry.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';

export function createPasswordResetTokensRepository(db: Kysely<Database>) {
  return {
    async create(token: { token_hash: string; user_id: number; expires_at: string }): Promise<void> {
      await db.insertInto('password_reset_tokens').values({ ...token, created_at: nowIso(), used_at: null }).execute();
    },

    /**
     * Marks the token used if it is still unused and unexpired, and answers its user id.
     * One conditional UPDATE, so two concurrent uses cannot both succeed.
     */
    async consume(tokenHash: string): Promise<number | undefined> {
      const now = nowIso();
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** How many tokens were made for the user since the time given (used or not). */
    async countCreatedSince(userId: number, sinceIso: string): Promise<number> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Voids every outstanding token of a user (after a reset, the older links stop working). */
    async revokeAllForUser(userId: number): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type PasswordResetTokensRepository = ReturnType<typeof createPasswordResetTokensRepository>;
