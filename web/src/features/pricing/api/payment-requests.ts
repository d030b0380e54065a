// The payment and subscription calls. Typed here until the server's schema
// lands in lib/api-schema.d.ts; then these can move to the typed client.
import { ApiError, CancelError, errorForResponse, isAbort, serverDetail } from '../../../lib/api-errors';

export type PaymentConfig = { enabled: boolean };
export type CheckoutSession = { url: string };
export type Subscription = {
  plan: string;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
};

/** Shown when the server has no payment provider configured and answers 503 without a detail. */
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not available on this server.';
/** An unexpected subscription response format is logged, for whoever looks into a failed checkout. */
export const UNEXPECTED_SESSION_MESSAGE = 'The payment provider sent an unexpected answer. Please try again.';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A JSON call with the session cookie; throws ApiError for non-2xx answers, CancelError when aborted. */
async function request(method: 'GET' | 'POST', path: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'include', headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (isAbort(error)) throw new CancelError();
    throw error;
  }
  const body = await readBody(response);
  if (!response.ok) throw errorForResponse(response, body);
  return body;
}

export function isPaymentsUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

/** The words to show for a failed payment call: the server's detail when it sent one. */
export function paymentErrorMessage(error: unknown): string {
  if (isPaymentsUnavailable(error)) return serverDetail(error) ?? PAYMENTS_UNAVAILABLE_MESSAGE;
  return serverDetail(error) ?? (error instanceof Error ? error.message : String(error));
}

export async function fetchPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  const body = (await request('GET', '/api/payment/config', signal)) as Partial<PaymentConfig> | null;
  return { enabled: body?.enabled === true };
}

/** The checkout address in a session answer: a string URL or an object with url. */
export function sessionUrl(body: unknown): string {
  if (typeof body === 'string' && body) return body;
  const url = (body as { url?: unknown } | null)?.url;
  if (typeof url === 'string' && url) return url;
  console.error('Unexpected checkout session response format', body);
  throw new Error(UNEXPECTED_SESSION_MESSAGE);
}

/** A one-time payment; the only plan value in use is 'pro'. */
export async function createCheckoutSession(plan: 'pro'): Promise<string> {
  return sessionUrl(await request('POST', `/api/payment/create-checkout-session?plan=${plan}`));
}

export async function createSubscriptionSession(): Promise<string> {
  return sessionUrl(await request('POST', '/api/subscription/create-subscription-session'));
}

export async function fetchCurrentSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  return (await request('GET', '/api/subscription/current-subscription', signal)) as Subscription | null;
}

export async function cancelSubscription(): Promise<unknown> {
  return request('POST', '/api/subscription/cancel-subscription');
}

export type PurchasedFile = { blob: Blob; filename: string };

/** The purchased file (GET /api/payment/verify-download?token=); the link works once, after payment is confirmed. */
export async function downloadPurchase(token: string): Promise<PurchasedFile> {
  let response: Response;
  try {
    response = await fetch(`/api/payment/verify-download?token=${encodeURIComponent(token)}`, { credentials: 'include' });
  } catch (error) {
    if (isAbort(error)) throw new CancelError();
    throw error;
  }
  if (!response.ok) throw errorForResponse(response, await readBody(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}
