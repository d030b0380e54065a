// The optimization plan: what the plan reads of each audited workbook, the settings of each ad
// account, the seller's decision on each item of an upload's plan, and the exported change sets.
import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = isPostgres(db) ? sql`bytea` : sql`blob`;

  // The campaign tabs as the plan reads them (ids, bids, states, row numbers): compressed JSON
  // written with the audit, since the workbook itself is not kept.
  await db.schema
    .createTable('upload_plan_sources')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('encoding', 'text', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ad_account_plan_settings')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('ad_accounts.id').onDelete('cascade'))
    // JSON of the engine's PlanSettings without the period (which belongs to an upload).
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plan_decisions')
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    // 'accepted', 'rejected', or null: undecided (a row kept for its note).
    .addColumn('status', 'text')
    .addColumn('value', 'double precision')
    .addColumn('note', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_decisions_pk', ['upload_id', 'item_id'])
    .execute();

  // Kept with the account when the upload is pruned: the change loop compares later uploads with them.
  await db.schema
    .createTable('plan_change_sets')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.references('uploads.id').onDelete('set null'))
    // YYYY-MM-DD of the export.
    .addColumn('date', 'text', (c) => c.notNull())
    // JSON array of the engine's ChangeSetEntry.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_change_sets_upload_idx').on('plan_change_sets').columns(['upload_id', 'id']).execute();
  await db.schema.createIndex('plan_change_sets_account_idx').on('plan_change_sets').columns(['account_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['plan_change_sets', 'plan_decisions', 'ad_account_plan_settings', 'upload_plan_sources']) {
    await db.schema.dropTable(table).execute();
  }
}
