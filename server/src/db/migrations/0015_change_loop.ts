// The change loop: what each audited workbook holds for comparing a change set with it (ids, bids,
// states, budgets, placement percentages, negatives and figures), compressed JSON written with the
// audit, since the workbook itself is not kept.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = isPostgres(db) ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('upload_change_snapshots')
    .addColumn('upload_id', 'integer', (c) => c.primaryKey().references('uploads.id').onDelete('cascade'))
    .addColumn('encoding', 'text', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_change_snapshots').execute();
}
