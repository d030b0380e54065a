// The subscription: POST /api/subscription/create-subscription-session, GET /api/subscription/current-subscription,
// POST /api/subscription/cancel-subscription, POST /api/subscription/webhook. Without Stripe
// configuration every route answers 503 (current-subscription too: the pricing page asks
// GET /api/payment/config first).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SubscriptionRow } from '../../../db/tables/payments.js';
import { HttpError, conflict, notFound } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo, signedIn } from '../../schemas.js';
import { CheckoutUrl, NO_CHECKOUT_PAGE } from '../payment/index.js';
import { refreshPremium, saveSubscription } from '../payment/stripe-events.js';
import { stripeWebhookRoute } from '../payment/webhook.js';

export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
export const NO_SUBSCRIPTION = 'You have no active subscription.';

export const SubscriptionSchema = Type.Object({
  plan: Type.String({ description: "'subscription'" }),
  status: Type.String({ description: "Stripe's status: active, trialing, past_due, canceled, incomplete, unpaid, …" }),
  current_period_end: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the paid period ends (renews, or ends when cancel_at_period_end)' }),
  cancel_at_period_end: Type.Boolean(),
}, { $id: 'Subscription' });
const Subscription = refTo(SubscriptionSchema);

const toSubscription = (row: SubscriptionRow) => ({
  plan: row.plan,
  status: row.status,
  current_period_end: row.current_period_end,
  cancel_at_period_end: Number(row.cancel_at_period_end) === 1,
});

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const subscriptions = () => app.auditRepos.subscriptions;
  const { publicUrl } = app.config;
  const signedInPayment = [app.payments.requireConfigured, app.authenticate];

  app.post('/create-subscription-session', {
    preHandler: signedInPayment,
    schema: {
      tags: ['subscription'],
      summary: 'Open a Stripe Checkout for the subscription',
      description: 'Answers the Checkout page\'s url. Stripe then returns the browser to /subscription?payment-success or /subscription?payment-canceled.',
      security: signedIn,
      response: { 200: CheckoutUrl, 401: ErrorResponse, 409: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
    },
  }, async (request) => {
    const user = requireUser(request);
    if (await subscriptions().findLive(user.id)) throw conflict(ALREADY_SUBSCRIBED);
    const customer = await subscriptions().findCustomerId(user.id);
    const session = await app.payments.call(request.log, (stripe) =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: app.payments.settings.priceIdSubscription, quantity: 1 }],
        success_url: `${publicUrl}/subscription?payment-success`,
        cancel_url: `${publicUrl}/subscription?payment-canceled`,
        ...(customer ? { customer } : { customer_email: user.email }),
        client_reference_id: String(user.id),
        metadata: { user_id: String(user.id), plan: 'subscription' },
        subscription_data: { metadata: { user_id: String(user.id) } },
      }),
    );
    if (!session.url) throw new HttpError(502, NO_CHECKOUT_PAGE);
    return { url: session.url };
  });

  app.get('/current-subscription', {
    preHandler: signedInPayment,
    schema: {
      tags: ['subscription'],
      summary: "The caller's subscription, or null",
      description: 'A running subscription if there is one, else the latest (e.g. canceled); null when the user never subscribed.',
      security: signedIn,
      response: { 200: Type.Union([Subscription, Type.Null()]), 401: ErrorResponse, 503: ErrorResponse },
    },
  }, async (request) => {
    const row = await subscriptions().findCurrent(requireUser(request).id);
    return row ? toSubscription(row) : null;
  });

  app.post('/cancel-subscription', {
    preHandler: signedInPayment,
    schema: {
      tags: ['subscription'],
      summary: 'Cancel the subscription at the end of the paid period',
      description: 'Premium stays until current_period_end; Stripe then ends the subscription (customer.subscription.deleted).',
      security: signedIn,
      response: { 200: Subscription, 401: ErrorResponse, 404: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
    },
  }, async (request) => {
    const user = requireUser(request);
    const live = await subscriptions().findLive(user.id);
    if (!live) throw notFound(NO_SUBSCRIPTION);
    const updated = await app.payments.call(request.log, (stripe) =>
      stripe.subscriptions.update(live.stripe_subscription_id, { cancel_at_period_end: true }),
    );
    // Stripe's answer is stored at once; its webhook (customer.subscription.updated) says the same.
    await saveSubscription(app.db, updated, user.id);
    await refreshPremium(app.db, user.id);
    const row = await subscriptions().findByStripeId(live.stripe_subscription_id);
    return toSubscription(row ?? live);
  });

  await app.register(stripeWebhookRoute('subscription'));
};

export default subscriptionRoutes;
