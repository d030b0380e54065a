// Subscriptions as Stripe last described them (webhooks, and the answer to a cancel request).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SubscriptionRow } from '../db/tables/payments.js';
import { nowIso } from '../lib/time.js';

/** The Stripe statuses that grant premium. */
export const PREMIUM_SUBSCRIPTION_STATUSES = ['active', 'trialing'];
/** Statuses of a subscription still running (or being paid): a second one is refused. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'incomplete', 'unpaid'];

export interface SubscriptionState {
  userId: number;
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  plan: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export function createSubscriptionsRepository(db: Kysely<Database>) {
  const ofUser = (userId: number) => db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId);

  return {
    /** Inserts or updates the row of a Stripe subscription. */
    async save(state: SubscriptionState): Promise<SubscriptionRow> {
      const now = nowIso();
      const values = {
        stripe_customer_id: state.stripeCustomerId,
        plan: state.plan,
        status: state.status,
        current_period_end: state.currentPeriodEnd,
        cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
        updated_at: now,
      };
      return db
        .insertInto('subscriptions')
        .values({ ...values, user_id: state.userId, stripe_subscription_id: state.stripeSubscriptionId, created_at: now })
        .onConflict((oc) => oc.column('stripe_subscription_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findByStripeId(stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      return db.selectFrom('subscriptions').selectAll().where('stripe_subscription_id', '=', stripeSubscriptionId).executeTakeFirst();
    },

    /** The user's subscription to show: a live one first, else the latest. */
    async findCurrent(userId: number): Promise<SubscriptionRow | undefined> {
      const live = await ofUser(userId).where('status', 'in', LIVE_STATUSES).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
      return live ?? ofUser(userId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    },

    /** A subscription that grants premium (active or trialing), if any. */
    findPremium(userId: number): Promise<SubscriptionRow | undefined> {
      return ofUser(userId).where('status', 'in', PREMIUM_SUBSCRIPTION_STATUSES).orderBy('created_at', 'desc').executeTakeFirst();
    },

    /** A subscription still running, if any (a second one is not sold). */
    findLive(userId: number): Promise<SubscriptionRow | undefined> {
      return ofUser(userId).where('status', 'in', LIVE_STATUSES).orderBy('created_at', 'desc').executeTakeFirst();
    },

    /** Every subscription of the user still running (to cancel them all when the account goes). */
    listLive(userId: number): Promise<SubscriptionRow[]> {
      return ofUser(userId).where('status', 'in', LIVE_STATUSES).orderBy('id').execute();
    },

    /** The Stripe customer of the user's latest subscription (a new Checkout reuses it). */
    async findCustomerId(userId: number): Promise<string | undefined> {
      const row = await ofUser(userId).where('stripe_customer_id', 'is not', null).orderBy('created_at', 'desc').executeTakeFirst();
      return row?.stripe_customer_id ?? undefined;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
