// Applies a verified Stripe webhook event to the purchase and subscription records, once per
// event id, and keeps the user's premium flag in step with those records.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../../db/schema.js';
import { createProcessedStripeEventsRepository } from '../../../repositories/processed-stripe-events.js';
import { createPurchasesRepository } from '../../../repositories/purchases.js';
import { createSubscriptionsRepository } from '../../../repositories/subscriptions.js';
import { UsersRepository } from '../../../repositories/users.js';

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
export async function refreshPremium(db: Kysely<Database>, userId: number): Promise<boolean> {
  const premium =
    (await createSubscriptionsRepository(db).findPremium(userId)) !== undefined ||
    (await createPurchasesRepository(db).hasConfirmed(userId, PRO_PLAN));
  await new UsersRepository(db).setPremium(userId, premium);
  return premium;
}

/** Stores Stripe's view of a subscription for its user; answers that user, or undefined when unknown. */
export async function saveSubscription(db: Kysely<Database>, subscription: Stripe.Subscription, userHint?: number): Promise<number | undefined> {
  const subscriptions = createSubscriptionsRepository(db);
  const known = await subscriptions.findByStripeId(subscription.id);
  const userId = known?.user_id ?? userIdFrom(subscription.metadata) ?? userHint;
  if (userId === undefined || !(await new UsersRepository(db).findById(userId))) return undefined;
  await subscriptions.save({
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
async function subscriptionOfCheckout(app: FastifyInstance, event: Stripe.Event): Promise<Stripe.Subscription | undefined> {
  if (event.type !== 'checkout.session.completed' || event.data.object.mode !== 'subscription') return undefined;
  const linked = event.data.object.subscription;
  if (linked == null) return undefined;
  if (typeof linked !== 'string') return linked;
  return app.payments.call(app.log, (stripe) => stripe.subscriptions.retrieve(linked));
}

export async function applyStripeEvent(app: FastifyInstance, event: Stripe.Event): Promise<EventOutcome> {
  // Network calls happen before the transaction: it holds the (SQLite) connection while open.
  const checkoutSubscription = await subscriptionOfCheckout(app, event);

  return app.db.transaction().execute(async (trx) => {
    if (!(await createProcessedStripeEventsRepository(trx).record(event.id, event.type))) return 'duplicate';
    let userId: number | undefined;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.mode === 'payment' && session.payment_status !== 'unpaid') {
          userId = (await createPurchasesRepository(trx).confirmByCheckoutSession(session.id))?.user_id;
        } else if (session.mode === 'subscription' && checkoutSubscription) {
          userId = await saveSubscription(trx, checkoutSubscription, userIdFrom(session.metadata, session.client_reference_id));
        }
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        userId = await saveSubscription(trx, event.data.object);
        break;
      default:
        break;
    }
    if (userId !== undefined) await refreshPremium(trx, userId);
    else app.log.info({ eventId: event.id, type: event.type }, 'Stripe event changed no record');
    return 'processed';
  });
}
