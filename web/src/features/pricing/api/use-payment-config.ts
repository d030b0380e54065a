import { useQuery } from '@tanstack/react-query';
import { fetchPaymentConfig } from './payment-requests';

export const PAYMENT_CONFIG_KEY = ['paymentConfig'] as const;

/** Whether this server has a payment provider configured (GET /api/payment/config). */
export function usePaymentConfig() {
  return useQuery({
    queryKey: PAYMENT_CONFIG_KEY,
    queryFn: ({ signal }) => fetchPaymentConfig(signal),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
