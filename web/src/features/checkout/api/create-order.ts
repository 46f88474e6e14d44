import type { CreateOrderRequest } from '@outlet-shop/shop-rules';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import type { Order } from './order';

/**
 * `POST /checkout/v1/create_order` with the stored order and its `sessionId` (docs/product.md 4 step
 * 5; the shared `createOrderRequestSchema` reads only the reference and `sessionId`). The
 * server fulfils once per session and answers `{ order }` with `payment_status: "paid"`.
 */
export async function createOrder(
  order: Partial<Order> & Pick<CreateOrderRequest, 'customer_reference_number'>,
  sessionId: string,
): Promise<Order> {
  const body: CreateOrderRequest & Partial<Order> = { ...order, sessionId };
  const answer = await requestJson<{ order: Order }>(`${env.checkoutApiUrl}/create_order`, {
    method: 'POST',
    body,
    withCredentials: true,
  });
  return answer.order;
}
