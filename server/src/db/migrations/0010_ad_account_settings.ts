// Insight settings per ad account: a target ACOS or brand terms chosen for one client's account
// no longer apply to another's. Each user's settings move to every one of their ad accounts.
import { sql, type Kysely } from 'kysely';

const SETTINGS_COLUMNS = 'target_acos, min_clicks, brand_terms, waste_factor, harvest_min_orders, updated_at';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ad_account_insight_settings')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('target_acos', 'double precision', (c) => c.notNull())
    .addColumn('min_clicks', 'integer', (c) => c.notNull())
    // JSON array of lower-case words.
    .addColumn('brand_terms', 'text', (c) => c.notNull())
    .addColumn('waste_factor', 'double precision', (c) => c.notNull())
    .addColumn('harvest_min_orders', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into ad_account_insight_settings (account_id, ${sql.raw(SETTINGS_COLUMNS)})
    select a.id, ${sql.raw(SETTINGS_COLUMNS.split(', ').map((c) => `s.${c}`).join(', '))}
    from ad_accounts a join insight_settings s on s.user_id = a.user_id`.execute(db);
  await db.schema.dropTable('insight_settings').execute();
}

/** Back to one row per user: the settings of the user's first account. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('insight_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('target_acos', 'double precision', (c) => c.notNull())
    .addColumn('min_clicks', 'integer', (c) => c.notNull())
    .addColumn('brand_terms', 'text', (c) => c.notNull())
    .addColumn('waste_factor', 'double precision', (c) => c.notNull())
    .addColumn('harvest_min_orders', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into insight_settings (user_id, ${sql.raw(SETTINGS_COLUMNS)})
    select a.user_id, ${sql.raw(SETTINGS_COLUMNS.split(', ').map((c) => `s.${c}`).join(', '))}
    from ad_account_insight_settings s join ad_accounts a on a.id = s.account_id
    where a.id = (select min(b.id) from ad_account_insight_settings t join ad_accounts b on b.id = t.account_id where b.user_id = a.user_id)`.execute(db);
  await db.schema.dropTable('ad_account_insight_settings').execute();
}
