// Share links: a read-only report of one upload that its owner sends to someone. The
// link's token is random; only its sha256 is stored. The report is a snapshot taken when the link
// is made (summary, health checks, top campaigns, the chosen notes), so a view reads one row.
import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ad_accounts.id').onDelete('cascade'))
    // The link goes with its upload (retention, "delete my data").
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('note_count', 'integer', (c) => c.notNull())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_viewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('share_links_user_idx').on('share_links').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('share_links_upload_idx').on('share_links').column('upload_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_links').execute();
}
