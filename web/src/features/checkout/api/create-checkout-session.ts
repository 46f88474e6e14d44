import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';

/** The checkout-session request line of SPEC.md 3 (ignored by the server, which uses the stored order). */
export interface CheckoutSessionLine {
  title: string;
  price: number;
  name: string;
  quantity: number;
  brand: string;
}

/**
 * `POST /checkout/v1/create-checkout-session` `{ customer_reference_number, products }` →
 * `{ clientSecret, sessionId }` for the embedded card checkout (SPEC.md 7, DESIGN.md 4.2).
 */
export async function createCheckoutSession(input: {
  customer_reference_number: string;
  products: CheckoutSessionLine[];
}): Promise<{ clientSecret: string; sessionId: string }> {
  return requestJson(`${env.checkoutApiUrl}/create-checkout-session`, {
    method: 'POST',
    body: input,
    withCredentials: true,
  });
}

export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
