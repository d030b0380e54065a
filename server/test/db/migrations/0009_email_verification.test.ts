// Migration 0009 on a database that already holds users: an account linked to Google counts as
// verified (Google verified its address), a password account starts unverified.
import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../../helpers/index.js';
import { emptyDatabase, migratorFor } from '../../helpers/empty-database.js';

const now = '2026-01-02T03:04:05.000Z';

describe.each(dialects)('migration 0009_email_verification on existing users (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => drop?.());

  it('marks Google-linked accounts verified and password accounts unverified, with no notice', async () => {
    const database = await emptyDatabase(dialect);
    drop = database.drop;
    const { db } = database;
    const migrator = migratorFor(database);
    expect((await migrator.migrateTo('0008_insight_settings')).error).toBeUndefined();
    const user = (email: string, google_sub: string | null, password_hash: string | null) =>
      db.insertInto('users').values({ email, full_name: email, password_hash, google_sub, created_at: now, updated_at: now }).execute();
    await user('password@example.com', null, '$argon2id$hash');
    await user('google@example.com', 'google-sub-1', null);
    await user('linked@example.com', 'google-sub-2', '$argon2id$hash');

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('users').select(['email', 'email_verified_at', 'pending_notice']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'google@example.com', email_verified_at: now, pending_notice: null },
      { email: 'linked@example.com', email_verified_at: now, pending_notice: null },
      { email: 'password@example.com', email_verified_at: null, pending_notice: null },
    ]);

    // Down and up again leave the schema usable.
    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
