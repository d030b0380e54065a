import { useMutation } from '@tanstack/react-query';
import { createCheckoutSession, createSubscriptionSession } from './payment-requests';

/** What a pricing button buys: the one-time Pro payment or the monthly subscription. */
export type Purchase = 'pro' | 'subscription';

/** Sends the browser to the payment page the server opened. A function so tests can stub it. */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

/**
 * Creates a checkout session (POST /api/payment/create-checkout-session?plan=pro) or a
 * subscription session (POST /api/subscription/create-subscription-session), then leaves for it.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (purchase: Purchase) => (purchase === 'pro' ? createCheckoutSession('pro') : createSubscriptionSession()),
    onSuccess: (url) => goToCheckout(url),
    onError: (error) => console.error('Checkout failed', error),
  });
}
