// Data access for sessions. Only the token's hash is ever stored or looked up.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../db/tables/accounts.js';
import { nowIso } from '../lib/time.js';

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(session: { token_hash: string; user_id: number; expires_at: string }): Promise<void> {
    await this.db.insertInto('sessions').values({ ...session, created_at: nowIso() }).execute();
  }

  /** The session's user and expiry, when the session exists and has not expired. */
  async findActive(tokenHash: string): Promise<{ user: UserRow; expires_at: string } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select('sessions.expires_at as session_expires_at')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', nowIso())
      .executeTakeFirst();
    if (!row) return undefined;
    const { session_expires_at, ...user } = row;
    return { user, expires_at: session_expires_at };
  }

  async extend(tokenHash: string, expiresAt: string): Promise<void> {
    await this.db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of a user except, optionally, one. */
  async deleteAllForUser(userId: number, exceptTokenHash?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptTokenHash !== undefined) query = query.where('token_hash', '!=', exceptTokenHash);
    await query.execute();
  }

  async deleteExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
  }
}
