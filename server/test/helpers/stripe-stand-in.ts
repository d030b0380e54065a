// A local stand-in for the Stripe API (node:http), for tests and browser journeys: the app's
// SDK is pointed at it with STRIPE_API_URL. It answers the calls the server makes (Checkout
// Sessions create, subscriptions retrieve, update and cancel, customers create), serves a tiny
// checkout page whose Pay button completes the session, delivers the events signed with the
// SDK's own generateTestHeaderString to a webhook URL, and then redirects to the success URL.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_WEBHOOK_SECRET = 'whsec_test_stand_in';
export const STAND_IN_PRICE_PRO = 'price_test_pro';
export const STAND_IN_PRICE_SUBSCRIPTION = 'price_test_subscription';

type Params = Record<string, unknown>;
export type StandInObject = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
}

export interface SignedEvent {
  /** The raw JSON body Stripe would post. */
  payload: string;
  /** The Stripe-Signature header. */
  signature: string;
  event: { id: string; type: string; data: { object: StandInObject } };
}

export interface StripeStandIn {
  /** For STRIPE_API_URL. */
  url: string;
  /** STRIPE_* variables that configure an app against this stand-in (add PREMIUM_DOWNLOAD_FILE). */
  env: Record<string, string>;
  requests: RecordedRequest[];
  checkoutSessions: Map<string, StandInObject>;
  subscriptions: Map<string, StandInObject>;
  /** Where the checkout page's Pay button delivers its events (e.g. http://127.0.0.1:3000/api/payment/webhook). */
  webhookUrl: string | undefined;
  /** Creates a subscription as Stripe would (active, a month long) and answers it. */
  createSubscription(fields?: Params): StandInObject;
  /** Changes a stored subscription (status, cancel_at_period_end, …) and answers it. */
  updateSubscription(id: string, fields: Params): StandInObject;
  /** A webhook event around an object, signed with the webhook secret (or another secret). */
  signedEvent(type: string, object: StandInObject, options?: { id?: string; secret?: string }): SignedEvent;
  /** What the checkout page's Pay button does: completes the session and answers its events (also delivered to webhookUrl). */
  pay(sessionId: string): Promise<SignedEvent[]>;
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=1`) back into nested objects; lists stay objects keyed '0', '1', …. */
function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return root;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const MONTH_SECONDS = 30 * 24 * 3600;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const signer = new Stripe('sk_test_stand_in');
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${++counter}`;
  const requests: RecordedRequest[] = [];
  const checkoutSessions = new Map<string, StandInObject>();
  const subscriptions = new Map<string, StandInObject>();
  let baseUrl = '';

  const standIn: StripeStandIn = {
    url: '',
    env: {},
    requests,
    checkoutSessions,
    subscriptions,
    webhookUrl: undefined,

    createSubscription(fields = {}) {
      const start = nowSeconds();
      const subscription: StandInObject = {
        id: nextId('sub'),
        object: 'subscription',
        customer: nextId('cus'),
        status: 'active',
        cancel_at_period_end: false,
        metadata: {},
        items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', current_period_start: start, current_period_end: start + MONTH_SECONDS, price: { id: STAND_IN_PRICE_SUBSCRIPTION } }] },
        ...fields,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },

    updateSubscription(id, fields) {
      const subscription = { ...subscriptions.get(id)!, ...fields };
      subscriptions.set(id, subscription);
      return subscription;
    },

    signedEvent(type, object, options = {}) {
      const event = { id: options.id ?? nextId('evt'), object: 'event', type, created: nowSeconds(), data: { object } };
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? STAND_IN_WEBHOOK_SECRET });
      return { payload, signature, event };
    },

    async pay(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no checkout session ${sessionId}`);
      const events: SignedEvent[] = [];
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'subscription') {
        const subscriptionData = (session.subscription_data ?? {}) as Params;
        const subscription = standIn.createSubscription({ metadata: subscriptionData.metadata ?? {}, customer: session.customer ?? nextId('cus') });
        session.subscription = subscription.id;
        events.push(standIn.signedEvent('customer.subscription.created', subscription));
      }
      events.push(standIn.signedEvent('checkout.session.completed', { ...session }));
      if (standIn.webhookUrl) {
        for (const { payload, signature } of events) {
          const response = await fetch(standIn.webhookUrl, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
          if (!response.ok) throw new Error(`stand-in: webhook answered ${response.status}: ${await response.text()}`);
        }
      }
      return events;
    },

    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  function createCheckoutSession(params: Params): StandInObject {
    const id = nextId('cs');
    const session: StandInObject = {
      id,
      object: 'checkout.session',
      url: `${baseUrl}/checkout/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      customer: (params.customer as string | undefined) ?? null,
      ...params,
      metadata: params.metadata ?? {},
      client_reference_id: params.client_reference_id ?? null,
    };
    checkoutSessions.set(id, session);
    return session;
  }

  function checkoutPage(session: StandInObject): string {
    return `<!doctype html><html lang="en"><head><title>Stripe stand-in checkout</title></head><body><main>
<h1>Stand-in checkout</h1><p>Mode: ${String(session.mode)}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`;
  }

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: string): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const method = req.method ?? 'GET';
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
      res.end(JSON.stringify(value));
    };
    const missing = () => send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });
    if (path.startsWith('/v1/')) requests.push({ method, path, params: parseForm(body) });

    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return send(200, createCheckoutSession(parseForm(body)));
    if (method === 'POST' && path === '/v1/customers') return send(200, { id: nextId('cus'), object: 'customer', ...parseForm(body) });
    if ((match = path.match(/^\/v1\/subscriptions\/([\w-]+)$/))) {
      const subscription = subscriptions.get(match[1]);
      if (!subscription) return missing();
      if (method === 'GET') return send(200, subscription);
      if (method === 'DELETE') return send(200, standIn.updateSubscription(subscription.id, { status: 'canceled', canceled_at: nowSeconds() }));
      const params = parseForm(body);
      const fields: Params = { ...params };
      if ('cancel_at_period_end' in params) fields.cancel_at_period_end = params.cancel_at_period_end === 'true';
      return send(200, standIn.updateSubscription(subscription.id, fields));
    }
    if ((match = path.match(/^\/checkout\/([\w-]+)(?:\/(pay|cancel))?$/))) {
      const session = checkoutSessions.get(match[1]);
      if (!session) return missing();
      if (!match[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(checkoutPage(session));
      }
      if (match[2] === 'pay') await standIn.pay(session.id);
      res.writeHead(303, { location: String(match[2] === 'pay' ? session.success_url : session.cancel_url) });
      return void res.end();
    }
    return missing();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      answer(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = baseUrl;
  standIn.env = {
    STRIPE_API_URL: baseUrl,
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_PRICE_ID_PRO: STAND_IN_PRICE_PRO,
    STRIPE_PRICE_ID_SUBSCRIPTION: STAND_IN_PRICE_SUBSCRIPTION,
  };
  return standIn;
}
