// POST …/webhook for Stripe (mounted under /api/payment and /api/subscription): the signature is
// checked on the raw body, so this encapsulated context parses every body as bytes; the other
// routes keep their JSON parser. Both endpoints take every event type, so one Stripe endpoint
// (signed with STRIPE_WEBHOOK_SECRET) is enough; an event sent to both is applied once.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../schemas.js';
import { applyStripeEvent } from '../../../commands/stripe-events.js';

export const WebhookReceipt = Type.Object({
  received: Type.Literal(true),
  duplicate: Type.Boolean({ description: 'true when this event id was processed before (nothing changed)' }),
});

export function stripeWebhookRoute(tag: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post('/webhook', {
      preHandler: app.payments.requireConfigured,
      schema: {
        tags: [tag],
        summary: 'Stripe webhook (called by Stripe)',
        description:
          'A Stripe event, verified with the Stripe-Signature header against STRIPE_WEBHOOK_SECRET on the raw body. ' +
          'Handles checkout.session.completed, checkout.session.async_payment_succeeded and customer.subscription.created/updated/deleted; ' +
          'other types are acknowledged. Idempotent by event id.',
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
        response: { 200: WebhookReceipt, 400: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
      },
    }, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = app.payments.verifyEvent(rawBody, request.headers['stripe-signature']);
      const outcome = await applyStripeEvent({ db: app.db, payments: app.payments, log: app.log }, event);
      return { received: true as const, duplicate: outcome === 'duplicate' };
    });
  };
}
