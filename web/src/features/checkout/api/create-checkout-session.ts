import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError, requestJson } from '@/lib/api-client';
import { type Order, orderTokenHeaders } from './order';

/** The checkout-session request line of docs/product.md 3 (ignored by the server, which uses the stored order). */
export interface CheckoutSessionLine {
  title: string;
  price: number;
  name: string;
  quantity: number;
  brand: string;
}

/**
 * `POST /checkout/v1/create-checkout-session` `{ customer_reference_number, products,
 * confirmed_total_fils? }` with the order's access token in `X-Order-Token` → `{ clientSecret,
 * sessionId }` for the embedded card checkout (docs/product.md 7, docs/architecture.md 4.2,
 * docs/decisions/053). `confirmed_total_fils`: the total the shopper was shown; when the
 * catalogue's prices give another, ApiError `price_changed` carries the order as it is now
 * ({@link priceChangeOf}; docs/decisions/058).
 */
export async function createCheckoutSession(
  input: { customer_reference_number: string; products: CheckoutSessionLine[]; confirmed_total_fils?: number },
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

/** The order as it is now priced, from a 409 `price_changed` answer (docs/decisions/058); null for any other error. */
export function priceChangeOf(error: unknown): Order | null {
  if (!(error instanceof ApiError) || error.code !== 'price_changed') return null;
  const order = error.details?.order as Order | undefined;
  return order && typeof order.totalFils === 'number' ? order : null;
}
