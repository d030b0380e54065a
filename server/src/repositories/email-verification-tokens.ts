// Data access for e-mail verification links: stored hashed, single use, with an expiry, and
// bound to the address they were sent to.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';

export function createEmailVerificationTokensRepository(db: Kysely<Database>) {
  return {
    async create(token: { token_hash: string; user_id: number; email: string; expires_at: string }): Promise<void> {
      await db.insertInto('email_verification_tokens').values({ ...token, created_at: nowIso(), used_at: null }).execute();
    },

    /**
     * Marks the token used if it is still unused and unexpired, and answers its user and address.
     * One conditional UPDATE, so two concurrent uses cannot both succeed.
     */
    consume(tokenHash: string): Promise<{ user_id: number; email: string } | undefined> {
      const now = nowIso();
      return db
        .updateTable('email_verification_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'email'])
        .executeTakeFirst();
    },

    /** Voids every outstanding link of a user (the address changed, or it is verified). */
    async revokeAllForUser(userId: number): Promise<void> {
      await db
        .updateTable('email_verification_tokens')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type EmailVerificationTokensRepository = ReturnType<typeof createEmailVerificationTokensRepository>;
