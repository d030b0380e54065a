// Applies a verified Stripe webhook event to the purchase and subscription records, once per
// event id, and keeps the user's premium flag in step with those records.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../db/schema.js';
import type { Payments } from '../plugins/payments.js';
import { createRepositories, type Repositories } from '../repositories/index.js';

/** The one-time plan and the subscription plan, as stored and answered. */
export const PRO_PLAN = 'pro';
export const SUBSCRIPTION_PLAN = 'subscription';

export type EventOutcome = 'processed' | 'duplicate';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The user id the server put in a session's or a subscription's metadata. */
function userIdFrom(metadata: Stripe.Metadata | null | undefined, clientReferenceId?: string | null): number | undefined {
  const raw = metadata?.user_id ?? clientReferenceId ?? undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The end of the current period: on the subscription items since API 2025-03-31, on the subscription before. */
function periodEndOf(subscription: Stripe.Subscription): string | null {
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = subscription.items?.data?.[0]?.current_period_end ?? legacy;
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
}

/** Premium: an active or trialing subscription, or a confirmed Pro purchase. */
export async function refreshPremium(repos: Repositories, userId: number): Promise<boolean> {
  const premium = (await repos.subscriptions.findPremium(userId)) !== undefined || (await repos.purchases.hasConfirmed(userId, PRO_PLAN));
  await repos.users.setPremium(userId, premium);
  return premium;
}

/** Stores Stripe's view of a subscription for its user; answers that user, or undefined when unknown. */
export async function saveSubscription(repos: Repositories, subscription: Stripe.Subscription, userHint?: number): Promise<number | undefined> {
  const known = await repos.subscriptions.findByStripeId(subscription.id);
  const userId = known?.user_id ?? userIdFrom(subscription.metadata) ?? userHint;
  if (userId === undefined || !(await repos.users.findById(userId))) return undefined;
  await repos.subscriptions.save({
    userId,
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    plan: SUBSCRIPTION_PLAN,
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  });
  return userId;
}

/** The subscription a completed subscription Checkout created, read from Stripe (before the transaction). */
async function subscriptionOfCheckout(deps: StripeEventDeps, event: Stripe.Event): Promise<Stripe.Subscription | undefined> {
  if (event.type !== 'checkout.session.completed' || event.data.object.mode !== 'subscription') return undefined;
  const linked = event.data.object.subscription;
  if (linked == null) return undefined;
  if (typeof linked !== 'string') return linked;
  return deps.payments.call(deps.log, (stripe) => stripe.subscriptions.retrieve(linked));
}

export interface StripeEventDeps {
  db: Kysely<Database>;
  payments: Payments;
  log: FastifyBaseLogger;
}

export async function applyStripeEvent(deps: StripeEventDeps, event: Stripe.Event): Promise<EventOutcome> {
  // Network calls happen before the transaction: it holds the (SQLite) connection while open.
  const checkoutSubscription = await subscriptionOfCheckout(deps, event);

  return deps.db.transaction().execute(async (trx) => {
    // Every change of the event in one transaction, recorded as processed with it.
    const repos = createRepositories(trx);
    if (!(await repos.processedStripeEvents.record(event.id, event.type))) return 'duplicate';
    let userId: number | undefined;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.mode === 'payment' && session.payment_status !== 'unpaid') {
          userId = (await repos.purchases.confirmByCheckoutSession(session.id))?.user_id;
        } else if (session.mode === 'subscription' && checkoutSubscription) {
          userId = await saveSubscription(repos, checkoutSubscription, userIdFrom(session.metadata, session.client_reference_id));
        }
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        userId = await saveSubscription(repos, event.data.object);
        break;
      default:
        break;
    }
    if (userId !== undefined) await refreshPremium(repos, userId);
    else deps.log.info({ eventId: event.id, type: event.type }, 'Stripe event changed no record');
    return 'processed';
  });
}
