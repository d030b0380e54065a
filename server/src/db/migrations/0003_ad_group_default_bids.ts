// The ad groups' default bids of an upload, stored with its audit result: the search terms
// route gives them to targets without a bid of their own. Uploads stored before keep null.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON {ad_group_id: default bid}, for the ad groups that have one.
  await db.schema.alterTable('uploads').addColumn('ad_group_default_bids', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('ad_group_default_bids').execute();
}
