// The period an upload covers, when the seller sets it (at upload or later from History):
// 'YYYY-MM-DD' start and end dates, both set or both null. Null: the file name's dates, if any.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('period_start', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('period_end', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('period_end').execute();
  await db.schema.alterTable('uploads').dropColumn('period_start').execute();
}
