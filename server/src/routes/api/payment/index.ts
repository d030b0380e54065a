// One-time payment (the Pro plan): GET /api/payment/config, POST /api/payment/create-checkout-session,
// GET /api/payment/verify-download, POST /api/payment/webhook. Without Stripe configuration every
// route but /config answers 503.
import fs from 'node:fs';
import path from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashToken } from '../../../auth/tokens.js';
import { openProCheckout } from '../../../commands/checkout.js';
import { PRO_PLAN } from '../../../commands/stripe-events.js';
import { forbidden, notFound, serviceUnavailable } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/auth.js';
import { ErrorResponse, ValidationErrorResponse, signedIn } from '../../schemas.js';
import { stripeWebhookRoute } from './webhook.js';

export const CheckoutUrl = Type.Object({ url: Type.String({ description: 'The Stripe Checkout page to send the browser to' }) });

export const DOWNLOAD_NOT_FOUND = 'Download link not found.';
export const DOWNLOAD_NOT_CONFIRMED = 'The payment for this download is not confirmed yet.';
export const DOWNLOAD_UNAVAILABLE = 'The download is not available right now. Please try again later.';
export const DOWNLOAD_USED = 'This download link has already been used.';

const CONTENT_TYPES: Record<string, string> = { '.zip': 'application/zip', '.pdf': 'application/pdf', '.txt': 'text/plain; charset=utf-8' };

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { purchases } = app.repos;

  app.get('/config', {
    schema: {
      tags: ['payment'],
      summary: 'Whether payments are available on this server',
      response: { 200: Type.Object({ enabled: Type.Boolean() }) },
    },
  }, async () => ({ enabled: app.payments.enabled }));

  // Signed in first (401), then configured (503), as the subscription routes.
  app.post('/create-checkout-session', {
    preHandler: [app.authenticate, app.payments.requireConfigured],
    schema: {
      tags: ['payment'],
      summary: 'Open a Stripe Checkout for a one-time purchase',
      description:
        "Answers the Checkout page's url. After payment Stripe sends the buyer to /subscription?payment-success&download_token=…, " +
        'whose token downloads the purchased file once (GET /api/payment/verify-download) when the webhook has confirmed the payment; ' +
        'a cancelled payment returns to /subscription?payment-canceled.',
      security: signedIn,
      querystring: Type.Object({ plan: Type.Literal(PRO_PLAN) }),
      response: { 200: CheckoutUrl, 401: ErrorResponse, 409: ErrorResponse, 422: ValidationErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
    },
  }, async (request) => {
    const user = requireUser(request);
    return openProCheckout({ repos: app.repos, payments: app.payments, log: request.log, publicUrl: app.config.publicUrl }, user);
  });

  app.get('/verify-download', {
    preHandler: [app.authenticate, app.payments.requireConfigured],
    schema: {
      tags: ['payment'],
      summary: 'Download the purchased file (once)',
      description: "The token comes from the purchase's success link. Only the buyer may use it, once, after Stripe confirmed the payment.",
      security: signedIn,
      querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
      response: {
        200: { description: 'The purchased file, as an attachment', content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } } },
        401: ErrorResponse,
        403: ErrorResponse,
        404: ErrorResponse,
        422: ValidationErrorResponse,
        503: ErrorResponse,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const purchase = await purchases.findByDownloadTokenHash(hashToken(request.query.token));
    // Another user's token answers like an unknown one.
    if (!purchase || purchase.user_id !== user.id) throw notFound(DOWNLOAD_NOT_FOUND);
    if (purchase.status !== 'confirmed') throw forbidden(DOWNLOAD_NOT_CONFIRMED);
    const file = app.payments.settings.downloadFile;
    // Opened before the download is taken, so a missing file does not use up the link.
    const stream = await fs.promises
      .open(file)
      .then((handle) => handle.createReadStream())
      .catch((error: unknown) => {
        request.log.error({ err: error, file }, 'PREMIUM_DOWNLOAD_FILE cannot be read');
        throw serviceUnavailable(DOWNLOAD_UNAVAILABLE);
      });
    if (!(await purchases.takeDownload(purchase.id))) {
      stream.destroy();
      throw forbidden(DOWNLOAD_USED);
    }
    const name = path.basename(file);
    return reply
      .header('content-disposition', `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .type(CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream')
      // A stream is sent as it is (the 200 schema describes bytes, which the type provider cannot express).
      .send(stream as never);
  });

  await app.register(stripeWebhookRoute('payment'));
};

export default paymentRoutes;
