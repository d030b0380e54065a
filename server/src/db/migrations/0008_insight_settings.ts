// Insight settings: the target ACOS, minimum clicks, brand terms, waste factor and
// harvest minimum orders a user last chose, one row per user (absent: the engine's defaults).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insight_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('target_acos', 'double precision', (c) => c.notNull())
    .addColumn('min_clicks', 'integer', (c) => c.notNull())
    // JSON array of lower-case words.
    .addColumn('brand_terms', 'text', (c) => c.notNull())
    .addColumn('waste_factor', 'double precision', (c) => c.notNull())
    .addColumn('harvest_min_orders', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insight_settings').execute();
}
