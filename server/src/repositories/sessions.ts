// Data access for sessions. Only the token's hash is ever stored or looked up.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../db/tables/accounts.js';
import { nowIso } from '../lib/time.js';

/** How a session was opened. */
export type SignInMethod = 'password' | 'google';

export interface ActiveSession {
  user: UserRow;
  expires_at: string;
  created_at: string;
  signed_in_with: string | null;
}

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: { token_hash: string; user_id: number; expires_at: string; signed_in_with?: SignInMethod }): Promise<void> {
      await db.insertInto('sessions').values({ ...session, created_at: nowIso() }).execute();
    },

    /** The session's user, expiry and sign-in, when the session exists and has not expired. */
    async findActive(tokenHash: string): Promise<ActiveSession | undefined> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.expires_at as session_expires_at', 'sessions.created_at as session_created_at', 'sessions.signed_in_with as session_signed_in_with'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', nowIso())
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_expires_at, session_created_at, session_signed_in_with, ...user } = row;
      return { user, expires_at: session_expires_at, created_at: session_created_at, signed_in_with: session_signed_in_with };
    },

    async extend(tokenHash: string, expiresAt: string): Promise<void> {
      await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of a user except, optionally, one. */
    async deleteAllForUser(userId: number, exceptTokenHash?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptTokenHash !== undefined) query = query.where('token_hash', '!=', exceptTokenHash);
      await query.execute();
    },

    async deleteExpired(): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
