// Migration 0012 on a database that holds a business report: the report stays its upload's own
// (not carried over), an account's kept report goes with the account, and down reverses it.
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../../src/db/migrations/index.js';
import { dialects } from '../../helpers/index.js';
import { emptyDatabase } from '../../helpers/empty-database.js';

const now = '2026-01-02T03:04:05.000Z';
const BEFORE = '0010_ad_account_settings';

describe.each(dialects)('migration 0012_business_report_carry_over on existing data (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => drop?.());

  it("keeps existing reports as their upload's own, and an account's kept report is deleted with the account", async () => {
    const database = await emptyDatabase(dialect);
    drop = database.drop;
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: database.schema });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();

    const userId = (await db.insertInto('users').values({ email: 'a@example.com', full_name: 'A', password_hash: null, google_sub: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id as number;
    const accountId = (await db.insertInto('ad_accounts').values({ user_id: userId, name: 'Client A', created_at: now }).returning('id').executeTakeFirstOrThrow()).id as number;
    const uploadId = (await db.insertInto('uploads').values({ user_id: userId, account_id: accountId, file_name: 'bulk.xlsx', file_size: 1, search_terms_info: null, ad_group_default_bids: null, spend: null, sales: null, roas: null, created_at: now }).returning('id').executeTakeFirstOrThrow()).id as number;
    await db.insertInto('business_reports').values({ upload_id: uploadId, file_name: 'june.csv', content: '{}', created_at: now }).execute();

    expect((await migrator.migrateTo('0012_business_report_carry_over')).error).toBeUndefined();
    expect(await db.selectFrom('business_reports').select(['file_name', 'carried_over_uploaded_at']).execute()).toEqual([{ file_name: 'june.csv', carried_over_uploaded_at: null }]);

    const kept = { source_upload_id: uploadId, file_name: 'june.csv', report: '{"kind":"seller","asin_map":[],"warnings":[]}', uploaded_at: now };
    await db.insertInto('account_business_reports').values({ account_id: accountId, ...kept }).execute();
    await db.deleteFrom('uploads').where('id', '=', uploadId).execute();
    // The kept report outlives the upload it was uploaded for, not the account.
    expect(await db.selectFrom('account_business_reports').select('file_name').execute()).toEqual([{ file_name: 'june.csv' }]);
    await db.deleteFrom('ad_accounts').where('id', '=', accountId).execute();
    expect(await db.selectFrom('account_business_reports').selectAll().execute()).toEqual([]);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(db.selectFrom('account_business_reports').selectAll().execute()).rejects.toThrow();
  });
});
