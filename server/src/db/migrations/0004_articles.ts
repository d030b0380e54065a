// Articles: written by a user, optionally published. An article
// disappears with its author.
import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A user's own list, and everyone's published list (newest published first).
  await db.schema.createIndex('articles_user_id_idx').on('articles').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('articles_published_idx').on('articles').columns(['is_published', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('articles').execute();
}
