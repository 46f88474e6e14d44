import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';

/** How the payment popup pays: the local Stripe stand-in or real Stripe (docs/architecture.md 6). */
export interface PaymentConfig {
  paymentMode: 'sandbox' | 'stripe';
  publishableKey: string;
  sandboxCheckoutUrl: string;
  /** The shop takes test payments only (the sandbox or Stripe's test keys): it says it is a test shop. */
  testMode: boolean;
}

/** `GET /checkout/v1/config` (docs/api.md). */
export async function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return requestJson(`${env.checkoutApiUrl}/config`, { withCredentials: true, signal });
}

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-config'],
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
