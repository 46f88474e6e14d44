import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { orderTokenHeaders } from './order';

/** The checkout-session request line of docs/product.md 3 (ignored by the server, which uses the stored order). */
export interface CheckoutSessionLine {
  title: string;
  price: number;
  name: string;
  quantity: number;
  brand: string;
}

/**
 * `POST /checkout/v1/create-checkout-session` `{ customer_reference_number, products }` with the
 * order's access token in `X-Order-Token` → `{ clientSecret, sessionId }` for the embedded card
 * checkout (docs/product.md 7, docs/architecture.md 4.2, docs/decisions/053).
 */
export async function createCheckoutSession(
  input: { customer_reference_number: string; products: CheckoutSessionLine[] },
  orderAccessToken: string,
): Promise<{ clientSecret: string; sessionId: string }> {
  return requestJson(`${env.checkoutApiUrl}/create-checkout-session`, {
    method: 'POST',
    body: input,
    headers: orderTokenHeaders(orderAccessToken),
    withCredentials: true,
  });
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: ({
      input,
      orderAccessToken,
    }: {
      input: Parameters<typeof createCheckoutSession>[0];
      orderAccessToken: string;
    }) => createCheckoutSession(input, orderAccessToken),
  });
}
