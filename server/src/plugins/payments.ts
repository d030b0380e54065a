// Payments as `app.payments`: the official Stripe SDK configured from the environment
// (STRIPE_* settings; STRIPE_API_URL points it at a local stand-in in tests and browser journeys).
// Without STRIPE_SECRET_KEY payments are off and every payment route answers 503.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { AppConfig } from '../config.js';
import { HttpError, badRequest, serviceUnavailable } from '../lib/errors.js';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server.';
export const PAYMENT_PROVIDER_FAILED = 'The payment provider could not be reached. Please try again.';
export const MISSING_SIGNATURE = 'Missing Stripe-Signature header.';
export const BAD_SIGNATURE = 'Invalid Stripe webhook signature.';

/** The settings a configured server has (all required once STRIPE_SECRET_KEY is set). */
export interface PaymentSettings {
  webhookSecret: string;
  priceIdPro: string;
  priceIdSubscription: string;
  downloadFile: string;
}

export class Payments {
  readonly enabled: boolean;
  private readonly client: Stripe | undefined;
  private readonly configured: PaymentSettings | undefined;

  constructor(config: AppConfig['stripe']) {
    const { secretKey, webhookSecret, priceIdPro, priceIdSubscription, downloadFile } = config;
    if (secretKey && webhookSecret && priceIdPro && priceIdSubscription && downloadFile) {
      this.client = new Stripe(secretKey, { ...config.api, telemetry: false, maxNetworkRetries: 1, timeout: 20_000 });
      this.configured = { webhookSecret, priceIdPro, priceIdSubscription, downloadFile };
    }
    this.enabled = this.client !== undefined;
  }

  /** preHandler of every payment route: 503 when payments are not configured. */
  readonly requireConfigured = async (): Promise<void> => {
    if (!this.enabled) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
  };

  get stripe(): Stripe {
    if (!this.client) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
    return this.client;
  }

  get settings(): PaymentSettings {
    if (!this.configured) throw serviceUnavailable(PAYMENTS_NOT_CONFIGURED);
    return this.configured;
  }

  /**
   * Runs a call to Stripe; a failure of Stripe (network, API error) becomes 502 with a clear
   * message and is logged, never shown raw.
   */
  async call<T>(log: FastifyInstance['log'], work: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await work(this.stripe);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.error({ err: error }, 'Stripe request failed');
      throw new HttpError(502, PAYMENT_PROVIDER_FAILED);
    }
  }

  /** The verified event of a webhook request (its raw body and Stripe-Signature header), or 400. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw badRequest(MISSING_SIGNATURE);
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw badRequest(BAD_SIGNATURE);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

async function paymentsPlugin(app: FastifyInstance) {
  app.decorate('payments', new Payments(app.config.stripe));
}

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['config'] });
