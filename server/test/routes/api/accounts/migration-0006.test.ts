// Migration 0006 on a database that already holds users, uploads, tasks and notes: each user
// gets a default account holding their rows, and the new columns are enforced afterwards.
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../../../src/db/migrations/index.js';
import { dialects } from '../../../helpers/index.js';
import { emptyDatabase } from '../../../helpers/empty-database.js';


const now = '2026-01-02T03:04:05.000Z';

describe.each(dialects)('migration 0006_ad_accounts on existing data (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => drop?.());

  it("gives every user a default account holding their uploads and notes, then requires an account on new rows", async () => {
    const database = await emptyDatabase(dialect);
    drop = database.drop;
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: database.schema });
    expect((await migrator.migrateTo('0005_payments')).error).toBeUndefined();

    const user = (email: string) => db.insertInto('users').values({ email, full_name: email, password_hash: null, google_sub: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const alice = (await user('alice@example.com')).id;
    const bob = (await user('bob@example.com')).id;
    const carol = (await user('carol@example.com')).id; // no rows at all
    const upload = (userId: number, fileName: string) =>
      db.insertInto('uploads').values({ user_id: userId, file_name: fileName, file_size: 1, search_terms_info: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const aliceUploads = [(await upload(alice, 'a1.xlsx')).id, (await upload(alice, 'a2.xlsx')).id];
    const bobUpload = (await upload(bob, 'b1.xlsx')).id;
    await db.insertInto('tasks').values({ id: 'task-a1', user_id: alice, upload_id: aliceUploads[0], kind: 'bulk_audit', status: 'completed', progress_message: null, error_logs: null, created_at: now, updated_at: now }).execute();
    const note = (userId: number, content: string) => db.insertInto('notes').values({ user_id: userId, campaign_id: '111', parent_asin: null, content, created_at: now, updated_at: now }).execute();
    await note(alice, "Alice's note");
    await note(bob, "Bob's note");

    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => r.migrationName)).toContain('0006_ad_accounts');

    const accounts = await db.selectFrom('ad_accounts').selectAll().orderBy('user_id').execute();
    expect(accounts.map((a) => [a.user_id, a.name])).toEqual([[alice, 'My account'], [bob, 'My account'], [carol, 'My account']]);
    const accountOf = (userId: number) => accounts.find((a) => a.user_id === userId)!.id;

    const uploads = await db.selectFrom('uploads').select(['id', 'account_id', 'spend']).orderBy('id').execute();
    expect(uploads).toEqual([
      { id: aliceUploads[0], account_id: accountOf(alice), spend: null },
      { id: aliceUploads[1], account_id: accountOf(alice), spend: null },
      { id: bobUpload, account_id: accountOf(bob), spend: null },
    ]);
    const notes = await db.selectFrom('notes').select(['content', 'account_id']).orderBy('id').execute();
    expect(notes).toEqual([
      { content: "Alice's note", account_id: accountOf(alice) },
      { content: "Bob's note", account_id: accountOf(bob) },
    ]);
    // Tasks and their upload survived the change of the uploads table.
    expect(await db.selectFrom('tasks').select('upload_id').execute()).toEqual([{ upload_id: aliceUploads[0] }]);

    // From now on an upload or a note needs an existing account, and a user's account names are unique.
    await expect(upload(alice, 'no-account.xlsx')).rejects.toThrow();
    await expect(db.insertInto('uploads').values({ user_id: alice, account_id: 999_999, file_name: 'x.xlsx', file_size: 1, created_at: now }).execute()).rejects.toThrow();
    await expect(note(alice, 'no account')).rejects.toThrow();
    await expect(db.insertInto('ad_accounts').values({ user_id: alice, name: 'My account', created_at: now }).execute()).rejects.toThrow();
    // Deleting a user still takes their accounts, uploads and notes with them.
    await db.deleteFrom('users').where('id', '=', alice).execute();
    expect(await db.selectFrom('uploads').select('id').execute()).toEqual([{ id: bobUpload }]);
    expect(await db.selectFrom('ad_accounts').select('user_id').orderBy('user_id').execute()).toEqual([{ user_id: bob }, { user_id: carol }]);
    const foreignKeys = dialect === 'sqlite' ? await sql`pragma foreign_key_check`.execute(db) : undefined;
    expect(foreignKeys?.rows ?? []).toEqual([]);
  });
});
