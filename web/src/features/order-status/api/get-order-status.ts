import type { OrderStatusRequest, OrderStatusView } from '@outlet-shop/shop-rules';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';

/**
 * `POST /checkout/v1/order-status` `{ reference, email }` → the order's public view (docs/api.md,
 * docs/decisions/075). A POST, so the e-mail stays out of URLs and logs. Throws ApiError
 * `order_not_found` (404) for an unknown reference, another e-mail or an unpaid order alike,
 * `rate_limited` (429) after too many tries, `validation_failed` (400).
 */
export async function getOrderStatus(request: OrderStatusRequest): Promise<OrderStatusView> {
  const answer = await requestJson<{ order: OrderStatusView }>(`${env.checkoutApiUrl}/order-status`, {
    method: 'POST',
    body: request,
  });
  return answer.order;
}

/** The look-up as a mutation: the answer is shown until the next look-up, never cached under the e-mail. */
export function useOrderStatus() {
  return useMutation({ mutationFn: getOrderStatus });
}
