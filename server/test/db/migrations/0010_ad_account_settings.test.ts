// Migration 0010 on a database that holds insight settings per user: every ad account of the
// user gets them, accounts of users without settings get none, and the per-user table goes.
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../../src/db/migrations/index.js';
import { dialects } from '../../helpers/index.js';
import { emptyDatabase } from '../../helpers/empty-database.js';

const now = '2026-01-02T03:04:05.000Z';

describe.each(dialects)('migration 0010_ad_account_settings on existing data (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => drop?.());

  it("copies each user's insight settings to every one of their ad accounts", async () => {
    const database = await emptyDatabase(dialect);
    drop = database.drop;
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: database.schema });
    expect((await migrator.migrateTo('0008_insight_settings')).error).toBeUndefined();

    const user = async (email: string) =>
      (await db.insertInto('users').values({ email, full_name: email, password_hash: null, google_sub: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id as number;
    const account = async (userId: number, name: string) =>
      (await db.insertInto('ad_accounts').values({ user_id: userId, name, created_at: now }).returning('id').executeTakeFirstOrThrow()).id as number;
    const alice = await user('alice@example.com');
    const bob = await user('bob@example.com');
    const aliceAccounts = [await account(alice, 'Client A'), await account(alice, 'Client B')];
    const bobAccount = await account(bob, 'Bob account');
    await db
      .insertInto('insight_settings')
      .values({ user_id: alice, target_acos: 22.5, min_clicks: 7, brand_terms: '["acme"]', waste_factor: 1.5, harvest_min_orders: 3, updated_at: now })
      .execute();

    expect((await migrator.migrateTo('0010_ad_account_settings')).error).toBeUndefined();

    const rows = await db.selectFrom('ad_account_insight_settings').selectAll().orderBy('account_id').execute();
    expect(rows.map((r) => [r.account_id, Number(r.target_acos), Number(r.min_clicks), r.brand_terms, Number(r.waste_factor), Number(r.harvest_min_orders)])).toEqual(
      aliceAccounts.map((id) => [id, 22.5, 7, '["acme"]', 1.5, 3]),
    );
    expect(rows.some((r) => r.account_id === bobAccount)).toBe(false);
    await expect(db.selectFrom('insight_settings').selectAll().execute()).rejects.toThrow();

    // Deleting an account deletes its settings.
    await db.deleteFrom('ad_accounts').where('id', '=', aliceAccounts[1]!).execute();
    expect((await db.selectFrom('ad_account_insight_settings').select('account_id').execute()).map((r) => r.account_id)).toEqual([aliceAccounts[0]]);

    // Down keeps one row per user: their first account's.
    expect((await migrator.migrateTo('0008_insight_settings')).error).toBeUndefined();
    const restored = await db.selectFrom('insight_settings').selectAll().execute();
    expect(restored.map((r) => [r.user_id, Number(r.target_acos)])).toEqual([[alice, 22.5]]);
  });
});
