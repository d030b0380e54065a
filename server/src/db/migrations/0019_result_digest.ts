// Each stored audit result keeps the SHA-256 of its JSON text (null for results stored before):
// it is the result's ETag, answered with 304 when a page already holds the same result.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_results').addColumn('digest', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_results').dropColumn('digest').execute();
}
