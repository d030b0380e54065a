// Data access for users. E-mails arrive here already normalised (auth/email.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../db/tables/accounts.js';
import { nowIso } from '../lib/time.js';

/** The notice of an account that Google sign-in took over (its password was cleared). */
export const GOOGLE_TAKEOVER_NOTICE = 'google_takeover' as const;

/** The user as the API shows it (`GET /api/auth/current`). */
export interface CurrentUser {
  id: number;
  email: string;
  full_name: string;
  is_premium: boolean;
  /** Whether the current address was proved the user's. */
  email_verified: boolean;
  /** False for an account that signs in with Google only. */
  has_password: boolean;
  /** A notice for the web app to show once. */
  notice: typeof GOOGLE_TAKEOVER_NOTICE | null;
  created_at: string;
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    is_premium: Number(row.is_premium) === 1,
    email_verified: row.email_verified_at !== null,
    has_password: row.password_hash !== null,
    notice: row.pending_notice === GOOGLE_TAKEOVER_NOTICE ? GOOGLE_TAKEOVER_NOTICE : null,
    created_at: row.created_at,
  };
}

/** Thrown when an e-mail is already taken (the unique index decides, so races are safe). */
export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
    },

    /** A new user; an account made from a Google identity starts verified (Google proved the address). */
    async create(user: { email: string; full_name: string; password_hash: string | null; google_sub?: string }): Promise<UserRow> {
      const now = nowIso();
      const email_verified_at = user.google_sub ? now : null;
      try {
        return await db
          .insertInto('users')
          .values({ ...user, google_sub: user.google_sub ?? null, email_verified_at, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },

    /** Sets the name and address; a new address is unverified until its link is used. */
    async updateProfile(id: number, profile: { email: string; full_name: string }, emailChanged: boolean): Promise<UserRow> {
      try {
        return await db
          .updateTable('users')
          .set({ ...profile, ...(emailChanged ? { email_verified_at: null } : {}), updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    async linkGoogle(id: number, googleSub: string): Promise<UserRow> {
      return db
        .updateTable('users')
        .set({ google_sub: googleSub, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Hands an account whose address was never verified to the Google identity that proves it:
     * the password goes (a reset sets a new one), the address counts as verified, and the user is
     * told once.
     */
    async takeOverWithGoogle(id: number, googleSub: string): Promise<UserRow> {
      const now = nowIso();
      return db
        .updateTable('users')
        .set({ google_sub: googleSub, password_hash: null, email_verified_at: now, pending_notice: GOOGLE_TAKEOVER_NOTICE, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Marks the address verified, only if it is still the user's address. Answers whether it did. */
    async markEmailVerified(id: number, email: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('users')
        .set({ email_verified_at: now, updated_at: now })
        .where('id', '=', id)
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async clearNotice(id: number): Promise<void> {
      await db.updateTable('users').set({ pending_notice: null }).where('id', '=', id).execute();
    },

    /** Deletes the user; every table that points at users deletes its rows with it (on delete cascade). */
    async deleteById(id: number): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },

    async setPremium(id: number, isPremium: boolean): Promise<void> {
      await db.updateTable('users').set({ is_premium: isPremium ? 1 : 0, updated_at: nowIso() }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
