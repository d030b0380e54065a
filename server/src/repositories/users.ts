// Data access for users. E-mails arrive here already normalised (auth/email.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../db/tables/accounts.js';
import { nowIso } from '../lib/time.js';

/** The user as the API shows it (`GET /api/auth/current`). */
export interface CurrentUser {
  id: number;
  email: string;
  full_name: string;
  is_premium: boolean;
  created_at: string;
}

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    is_premium: Number(row.is_premium) === 1,
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

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findByGoogleSub(sub: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
  }

  async create(user: { email: string; full_name: string; password_hash: string | null; google_sub?: string }): Promise<UserRow> {
    const now = nowIso();
    try {
      return await this.db
        .insertInto('users')
        .values({ ...user, google_sub: user.google_sub ?? null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  async updateProfile(id: number, profile: { email: string; full_name: string }): Promise<UserRow> {
    try {
      return await this.db
        .updateTable('users')
        .set({ ...profile, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, updated_at: nowIso() }).where('id', '=', id).execute();
  }

  async linkGoogle(id: number, googleSub: string): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ google_sub: googleSub, updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async setPremium(id: number, isPremium: boolean): Promise<void> {
    await this.db.updateTable('users').set({ is_premium: isPremium ? 1 : 0, updated_at: nowIso() }).where('id', '=', id).execute();
  }
}
