// Data access for password reset tokens: stored hashed, single use, with an expiry.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/time.js';

export class PasswordResetTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(token: { token_hash: string; user_id: number; expires_at: string }): Promise<void> {
    await this.db.insertInto('password_reset_tokens').values({ ...token, created_at: nowIso(), used_at: null }).execute();
  }

  /**
   * Marks the token used if it is still unused and unexpired, and answers its user id.
   * One conditional UPDATE, so two concurrent uses cannot both succeed.
   */
  async consume(tokenHash: string): Promise<number | undefined> {
    const now = nowIso();
    const row = await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  }

  /** Voids every outstanding token of a user (after a reset, the older links stop working). */
  async revokeAllForUser(userId: number): Promise<void> {
    await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: nowIso() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
