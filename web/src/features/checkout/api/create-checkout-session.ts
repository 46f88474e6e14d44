import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError, requestJson } from '@/lib/api-client';
import { browserSession } from '@/lib/browser-session';
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
 * confirmed_total_fils?, browser_session }` with the order's access token in `X-Order-Token` →
 * `{ clientSecret, sessionId }` for the embedded card checkout (docs/product.md 7,
 * docs/architecture.md 4.2, docs/decisions/053). `confirmed_total_fils`: the total the shopper was
 * shown; when the catalogue's prices give another, ApiError `price_changed` carries the order as it
 * is now ({@link priceChangeOf}; docs/decisions/058). `browser_session`: this browser's own id
 * ({@link browserSession}); the checkout ends this browser's earlier unpaid popups.
 */
export async function createCheckoutSession(
  input: { customer_reference_number: string; products: CheckoutSessionLine[]; confirmed_total_fils?: number },
  orderAccessToken: string,
): Promise<{ clientSecret: string; sessionId: string }> {
  return requestJson(`${env.checkoutApiUrl}/create-checkout-session`, {
    method: 'POST',
    body: { ...input, browser_session: browserSession() },
    headers: orderTokenHeaders(orderAccessToken),
    withCredentials: true,
  });
}

/**
 * `POST /checkout/v1/release-checkout-session` `{ customer_reference_number }` with the order's
 * access token → `{ released }`: the shopper closed the payment popup, so its session is ended and
 * its pieces go back to stock at once (a session paid meanwhile stays paid; docs/decisions/058).
 * Throws ApiError (`order_not_found` 404, `payment_provider_error` 502, `stock_unavailable` 503);
 * the caller may ignore it: the session then ends at its expiry, or with this browser's next popup.
 */
export async function releaseCheckoutSession(
  reference: string,
  orderAccessToken: string,
): Promise<{ released: boolean }> {
  return requestJson(`${env.checkoutApiUrl}/release-checkout-session`, {
    method: 'POST',
    body: { customer_reference_number: reference },
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
