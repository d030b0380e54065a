// Stripe Checkout for the two plans: the one-time Pro purchase (its download token is made here
// and only its hash kept) and the subscription; and cancelling the subscription at the end of
// its period. Each answers what the route sends back.
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { hashToken, newToken } from '../auth/tokens.js';
import { HttpError, conflict, notFound } from '../lib/errors.js';
import type { Payments } from '../plugins/payments.js';
import type { Repositories } from '../repositories/index.js';
import { PRO_PLAN, refreshPremium, saveSubscription, SUBSCRIPTION_PLAN } from './stripe-events.js';

export const NO_CHECKOUT_PAGE = 'The payment provider did not answer a checkout page. Please try again.';
export const ALREADY_BOUGHT = 'You have already bought the Pro plan.';
export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
export const NO_SUBSCRIPTION = 'You have no active subscription.';

export interface CheckoutDeps {
  repos: Repositories;
  payments: Payments;
  log: FastifyBaseLogger;
  /** Where Stripe sends the browser back to. */
  publicUrl: string;
}

export interface Buyer {
  id: number;
  email: string;
}

/** The Checkout page's url; a session without one (Stripe's failure) answers 502. */
function checkoutUrl(session: Stripe.Checkout.Session): string {
  if (!session.url) throw new HttpError(502, NO_CHECKOUT_PAGE);
  return session.url;
}

/** Opens the Checkout of the one-time Pro plan and records the pending purchase. */
export async function openProCheckout(deps: CheckoutDeps, buyer: Buyer): Promise<{ url: string }> {
  if (await deps.repos.purchases.hasConfirmed(buyer.id, PRO_PLAN)) throw conflict(ALREADY_BOUGHT);
  const token = newToken();
  const session = await deps.payments.call(deps.log, (stripe) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: deps.payments.settings.priceIdPro, quantity: 1 }],
      success_url: `${deps.publicUrl}/subscription?payment-success&download_token=${token}`,
      cancel_url: `${deps.publicUrl}/subscription?payment-canceled`,
      customer_email: buyer.email,
      client_reference_id: String(buyer.id),
      metadata: { user_id: String(buyer.id), plan: PRO_PLAN },
    }),
  );
  const url = checkoutUrl(session);
  await deps.repos.purchases.create({ userId: buyer.id, plan: PRO_PLAN, checkoutSessionId: session.id, downloadTokenHash: hashToken(token) });
  return { url };
}

/** Opens the Checkout of the subscription (as the Stripe customer the user already is, if any). */
export async function openSubscriptionCheckout(deps: CheckoutDeps, buyer: Buyer): Promise<{ url: string }> {
  const { subscriptions } = deps.repos;
  if (await subscriptions.findLive(buyer.id)) throw conflict(ALREADY_SUBSCRIBED);
  const customer = await subscriptions.findCustomerId(buyer.id);
  const session = await deps.payments.call(deps.log, (stripe) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: deps.payments.settings.priceIdSubscription, quantity: 1 }],
      success_url: `${deps.publicUrl}/subscription?payment-success`,
      cancel_url: `${deps.publicUrl}/subscription?payment-canceled`,
      ...(customer ? { customer } : { customer_email: buyer.email }),
      client_reference_id: String(buyer.id),
      metadata: { user_id: String(buyer.id), plan: SUBSCRIPTION_PLAN },
      subscription_data: { metadata: { user_id: String(buyer.id) } },
    }),
  );
  return { url: checkoutUrl(session) };
}

/** Cancels the running subscription at the end of the paid period; answers the stored subscription. */
export async function cancelSubscriptionAtPeriodEnd(deps: Omit<CheckoutDeps, 'publicUrl'>, userId: number) {
  const { subscriptions } = deps.repos;
  const live = await subscriptions.findLive(userId);
  if (!live) throw notFound(NO_SUBSCRIPTION);
  const updated = await deps.payments.call(deps.log, (stripe) => stripe.subscriptions.update(live.stripe_subscription_id, { cancel_at_period_end: true }));
  // Stripe's answer is stored at once; its webhook (customer.subscription.updated) says the same.
  await saveSubscription(deps.repos, updated, userId);
  await refreshPremium(deps.repos, userId);
  return (await subscriptions.findByStripeId(live.stripe_subscription_id)) ?? live;
}
