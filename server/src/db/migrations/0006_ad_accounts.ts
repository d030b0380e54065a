// Ad accounts: a user keeps several clients' uploads and notes apart. Every upload
// and note now belongs to one account; existing rows move into a default account per user.
// Uploads also keep the account figures of their audit (spend, sales, ROAS) for the history list.
import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers.js';

/** The name repositories/ad-accounts.ts gives a new user's first account (a migration keeps its own copy). */
const DEFAULT_ACCOUNT_NAME = 'My account';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ad_accounts')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ad_accounts_user_name_unique', ['user_id', 'name'])
    .execute();

  const now = new Date().toISOString();
  await sql`insert into ad_accounts (user_id, name, created_at) select id, ${DEFAULT_ACCOUNT_NAME}, ${now} from users`.execute(db);

  await addAccountColumn(db, 'uploads');
  await addAccountColumn(db, 'notes');
  await db.schema.createIndex('uploads_account_id_idx').on('uploads').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('notes_account_campaign_idx').on('notes').columns(['account_id', 'campaign_id']).execute();
  await db.schema.createIndex('notes_account_parent_asin_idx').on('notes').columns(['account_id', 'parent_asin']).execute();

  // Set when the audit completes; null before, and for uploads audited before this migration.
  for (const column of ['spend', 'sales', 'roas']) {
    await db.schema.alterTable('uploads').addColumn(column, 'double precision').execute();
  }
}

/**
 * `account_id` NOT NULL, referencing ad_accounts, filled with the owner's default account.
 * PostgreSQL: add, fill, then set NOT NULL. SQLite cannot alter a column, and only accepts a
 * NOT NULL reference with a default while foreign keys are off (migrations run outside a
 * transaction there): the default 0 names no account, so an insert without an account fails.
 */
async function addAccountColumn(db: Kysely<unknown>, table: 'uploads' | 'notes'): Promise<void> {
  const fill = sql`update ${sql.table(table)} set account_id = (select min(a.id) from ad_accounts a where a.user_id = ${sql.ref(`${table}.user_id`)})`;
  if (isPostgres(db)) {
    await db.schema.alterTable(table).addColumn('account_id', 'integer', (c) => c.references('ad_accounts.id').onDelete('cascade')).execute();
    await fill.execute(db);
    await sql`alter table ${sql.table(table)} alter column account_id set not null`.execute(db);
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`alter table ${sql.table(table)} add column account_id integer not null default 0 references ad_accounts(id) on delete cascade`.execute(db);
    await fill.execute(db);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['notes_account_parent_asin_idx', 'notes_account_campaign_idx', 'uploads_account_id_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['roas', 'sales', 'spend', 'account_id']) {
    await db.schema.alterTable('uploads').dropColumn(column).execute();
  }
  await db.schema.alterTable('notes').dropColumn('account_id').execute();
  await db.schema.dropTable('ad_accounts').execute();
}
