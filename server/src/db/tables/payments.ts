// Payment tables: Pro purchases, subscriptions, and the Stripe events already processed.
// Follow the portable conventions described in tables/accounts.ts.
import type { Generated, Selectable } from 'kysely';

/** 'pending' until Stripe confirms the payment (webhook), then 'confirmed'. */
export type PurchaseStatus = 'pending' | 'confirmed';

export interface PurchasesTable {
  id: Generated<number>;
  user_id: number;
  /** The plan bought: 'pro' (the one-time purchase). */
  plan: string;
  status: PurchaseStatus;
  /** The Checkout Session that sells it (unique). */
  checkout_session_id: string | null;
  /** SHA-256 of the download token; the token itself is only in the buyer's success link. */
  download_token_hash: string;
  /** When the one download was taken; null until then. */
  downloaded_at: string | null;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** Stripe's subscription id (unique). */
  stripe_subscription_id: string;
  stripe_customer_id: string | null;
  /** The plan subscribed to: 'subscription'. */
  plan: string;
  /** Stripe's status: active, trialing, past_due, canceled, incomplete, unpaid, ... */
  status: string;
  /** ISO timestamp; null until Stripe tells it. */
  current_period_end: string | null;
  /** 0/1 */
  cancel_at_period_end: number;
  created_at: string;
  updated_at: string;
}

/** Webhook events already handled, by Stripe's event id: a replayed event is ignored. */
export interface ProcessedStripeEventsTable {
  event_id: string;
  type: string;
  processed_at: string;
}

export interface PaymentTables {
  purchases: PurchasesTable;
  subscriptions: SubscriptionsTable;
  processed_stripe_events: ProcessedStripeEventsTable;
}

export type PurchaseRow = Selectable<PurchasesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
