// Each ad account's Search Term Reports (Amazon's standalone report from the Reports page): the
// parsed report as compressed JSON (never the raw file), with its period, currency and counts in
// columns so a list needs no inflation. An account keeps its few latest reports.
import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = isPostgres(db) ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('search_term_reports')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    // 'SP' or 'SB'.
    .addColumn('product', 'text', (c) => c.notNull())
    // ISO code from the report's Currency column; null when it names none.
    .addColumn('currency', 'text')
    // YYYY-MM-DD, both included.
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    // 'daily' or 'summary'.
    .addColumn('time_unit', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('term_count', 'integer', (c) => c.notNull())
    // How `content` is compressed ('br' or 'gzip'), as upload_results.
    .addColumn('encoding', 'text', (c) => c.notNull())
    // The engine's SearchTermReport as compressed JSON.
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_term_reports_account_idx').on('search_term_reports').columns(['account_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_term_reports').execute();
}
