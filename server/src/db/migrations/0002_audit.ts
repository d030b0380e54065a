// Uploads, their tasks and results, search terms, business reports and notes.
// Conventions: see db/tables/accounts.ts. Every row belongs to a user (directly or through its
// upload) and disappears with it.
import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = isPostgres(db) ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    // JSON {sheets_found, available_sheets, expected_sheets}, once the search-terms task ran.
    .addColumn('search_terms_info', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_id_idx').on('uploads').columns(['user_id', 'id']).execute();

  // The audit result, gzip-compressed JSON in the shape served by the results routes.
  await db.schema
    .createTable('upload_results')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('encoding', 'text', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // The raw workbook while its jobs wait in pg-boss; deleted once they have run.
  await db.schema
    .createTable('upload_blobs')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress_message', 'text')
    .addColumn('error_logs', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tasks_upload_id_idx').on('tasks').column('upload_id').execute();
  await db.schema.createIndex('tasks_status_idx').on('tasks').columns(['status', 'updated_at']).execute();

  // One row per search term; `data` is the JSON served, `spend` orders a page.
  await db.schema
    .createTable('search_terms')
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('ad_group_id', 'text', (c) => c.notNull())
    .addColumn('campaign_id', 'text', (c) => c.notNull())
    .addColumn('spend', 'double precision', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['upload_id', 'position'])
    .execute();
  await db.schema
    .createIndex('search_terms_upload_ad_group_idx')
    .on('search_terms')
    .columns(['upload_id', 'ad_group_id', 'spend'])
    .execute();

  // The last business report joined with an upload: JSON {file_name, asin_map, parent_asin_summary}.
  await db.schema
    .createTable('business_reports')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Keyed by Amazon's campaign id / parent ASIN, not by upload: they outlive uploads.
  await db.schema
    .createTable('notes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('campaign_id', 'text')
    .addColumn('parent_asin', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notes_user_campaign_idx').on('notes').columns(['user_id', 'campaign_id']).execute();
  await db.schema.createIndex('notes_user_parent_asin_idx').on('notes').columns(['user_id', 'parent_asin']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notes', 'business_reports', 'search_terms', 'tasks', 'upload_blobs', 'upload_results', 'uploads']) {
    await db.schema.dropTable(table).execute();
  }
}
