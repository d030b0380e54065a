// The currency of each ad account (an ISO code of the engine's CURRENCY_CODES): every amount of
// its audits is shown in it. Existing accounts are in US dollars, as everything was before.
// Each upload keeps the currency its workbook told (its Portfolios tab or its header language),
// null when the file did not tell or was audited before this migration; and the currency its
// stored result was written with, so the result is rewritten only after the account's changes.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ad_accounts').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute();
  await db.schema.alterTable('uploads').addColumn('workbook_currency', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('result_currency', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('result_currency').execute();
  await db.schema.alterTable('uploads').dropColumn('workbook_currency').execute();
  await db.schema.alterTable('ad_accounts').dropColumn('currency').execute();
}
