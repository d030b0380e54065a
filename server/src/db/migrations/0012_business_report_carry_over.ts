// A business report carries over to the next uploads of the same ad account: the account keeps
// its latest report's rows (never the raw file), and an upload's joined report says which report
// it is and whether it came from an earlier upload.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_business_reports')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('ad_accounts.id').onDelete('cascade'))
    // The bulk upload it was uploaded for: a report for an older upload never replaces one for a newer upload.
    // No foreign key: the report outlives that upload (cleared or pruned).
    .addColumn('source_upload_id', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    /** JSON {kind, asin_map, warnings}: the parsed report, enough to join it with another upload. */
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .execute();
  // Null when the report was uploaded for this very upload (then created_at is its upload time).
  await db.schema.alterTable('business_reports').addColumn('carried_over_uploaded_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_reports').dropColumn('carried_over_uploaded_at').execute();
  await db.schema.dropTable('account_business_reports').execute();
}
