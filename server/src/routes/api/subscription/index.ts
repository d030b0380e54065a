// The subscription: POST /api/subscription/create-subscription-session, GET /api/subscription/current-subscription,
// POST /api/subscription/cancel-subscription, POST /api/subscription/webhook. Without Stripe
// configuration every route answers 503 (current-subscription too: the pricing page asks
// GET /api/payment/config first).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionRow } from '../../../db/tables/payments.js';
import { cancelSubscriptionAtPeriodEnd, openSubscriptionCheckout } from '../../../commands/checkout.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, refTo, signedIn } from '../../schemas.js';
import { CheckoutUrl } from '../payment/index.js';
import { stripeWebhookRoute } from '../payment/webhook.js';

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
  const { subscriptions } = app.repos;
  const { publicUrl } = app.config;
  const paymentDeps = (log: FastifyBaseLogger) => ({ repos: app.repos, payments: app.payments, log });
  // A signed-out caller is told so first (401), as on every protected route; then 503 if payments are off.
  const signedInPayment = [app.authenticate, app.payments.requireConfigured];

  app.post('/create-subscription-session', {
    preHandler: signedInPayment,
    schema: {
      tags: ['subscription'],
      summary: 'Open a Stripe Checkout for the subscription',
      description: 'Answers the Checkout page\'s url. Stripe then returns the browser to /subscription?payment-success or /subscription?payment-canceled.',
      security: signedIn,
      response: { 200: CheckoutUrl, 401: ErrorResponse, 409: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
    },
  }, async (request) => openSubscriptionCheckout({ ...paymentDeps(request.log), publicUrl }, requireUser(request)));

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
    const row = await subscriptions.findCurrent(requireUser(request).id);
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
  }, async (request) => toSubscription(await cancelSubscriptionAtPeriodEnd(paymentDeps(request.log), requireUser(request).id)));

  await app.register(stripeWebhookRoute('subscription'));
};

export default subscriptionRoutes;
