// Pro purchases, subscriptions and the Stripe events already processed.
// Conventions: see db/tables/accounts.ts.
import type { Kysely } from 'kysely';
import { idColumn } from './helpers.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('checkout_session_id', 'text', (c) => c.unique())
    .addColumn('download_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('downloaded_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('purchases_user_id_idx').on('purchases').column('user_id').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stripe_subscription_id', 'text', (c) => c.notNull().unique())
    .addColumn('stripe_customer_id', 'text')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_id_idx').on('subscriptions').column('user_id').execute();

  await db.schema
    .createTable('processed_stripe_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('processed_stripe_events').execute();
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('purchases').execute();
}
