import type { CreateOrderRequest } from '@outlet-shop/shop-rules';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { type Order, orderTokenHeaders, type PlacedOrder } from './order';

/**
 * `POST /checkout/v1/create_order` with the stored order and its `sessionId` (docs/product.md 4 step
 * 5; the shared `createOrderRequestSchema` reads only the reference and `sessionId`), the order's
 * access token in `X-Order-Token` and never in the body (docs/decisions/053). The server fulfils
 * once per session and answers `{ order }` with `payment_status: "paid"`.
 */
export async function createOrder(
  order: Partial<PlacedOrder> & Pick<CreateOrderRequest, 'customer_reference_number'>,
  sessionId: string,
  orderAccessToken: string | null,
): Promise<Order> {
  const { order_access_token: _token, ...stored } = order;
  const body: CreateOrderRequest & Partial<Order> = { ...stored, sessionId };
  const answer = await requestJson<{ order: Order }>(`${env.checkoutApiUrl}/create_order`, {
    method: 'POST',
    body,
    headers: orderTokenHeaders(orderAccessToken),
    withCredentials: true,
  });
  return answer.order;
}
