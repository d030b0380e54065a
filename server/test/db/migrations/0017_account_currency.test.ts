// Migration 0017 on a database with an account and an upload: the account is in US dollars, the
// upload's currencies are unknown (null), a new account can be given another, and down removes them.
import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../../helpers/index.js';
import { emptyDatabase, migratorFor } from '../../helpers/empty-database.js';

const now = '2026-01-02T03:04:05.000Z';
const BEFORE = '0015_change_loop';

describe.each(dialects)('migration 0017_account_currency on existing data (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => drop?.());

  it('gives existing accounts USD and existing uploads no currency, and down takes the columns away', async () => {
    const database = await emptyDatabase(dialect);
    drop = database.drop;
    const { db } = database;
    const migrator = migratorFor(database);
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();

    const userId = (await db.insertInto('users').values({ email: 'a@example.com', full_name: 'A', password_hash: null, google_sub: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id as number;
    const accountId = (await db.insertInto('ad_accounts').values({ user_id: userId, name: 'Client A', created_at: now }).returning('id').executeTakeFirstOrThrow()).id as number;
    await db.insertInto('uploads').values({ user_id: userId, account_id: accountId, file_name: 'bulk.xlsx', file_size: 1, search_terms_info: null, ad_group_default_bids: null, spend: null, sales: null, roas: null, created_at: now }).execute();

    expect((await migrator.migrateTo('0017_account_currency')).error).toBeUndefined();
    expect(await db.selectFrom('ad_accounts').select(['name', 'currency']).execute()).toEqual([{ name: 'Client A', currency: 'USD' }]);
    expect(await db.selectFrom('uploads').select(['workbook_currency', 'result_currency']).execute()).toEqual([{ workbook_currency: null, result_currency: null }]);
    await db.insertInto('ad_accounts').values({ user_id: userId, name: 'Client B', currency: 'EUR', created_at: now }).execute();
    await db.insertInto('ad_accounts').values({ user_id: userId, name: 'Client C', created_at: now }).execute();
    expect(await db.selectFrom('ad_accounts').select(['name', 'currency']).orderBy('id').execute()).toEqual([
      { name: 'Client A', currency: 'USD' },
      { name: 'Client B', currency: 'EUR' },
      { name: 'Client C', currency: 'USD' },
    ]);

    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    await expect(db.selectFrom('ad_accounts').select('currency').execute()).rejects.toThrow();
    await expect(db.selectFrom('uploads').select('workbook_currency').execute()).rejects.toThrow();
    expect(await db.selectFrom('ad_accounts').select('name').orderBy('id').execute()).toEqual([{ name: 'Client A' }, { name: 'Client B' }, { name: 'Client C' }]);
  });
});
