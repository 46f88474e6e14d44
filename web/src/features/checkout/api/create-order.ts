import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import type { Order } from './order';

/**
 * `POST /checkout/v1/create_order` with the stored order and its `sessionId` (SPEC.md 4 step
 * 5). The server fulfils once per session and answers `{ order }` with `payment_status: "paid"`.
 */
export async function createOrder(
  order: Partial<Order> & Pick<Order, 'customer_reference_number'>,
  sessionId: string,
): Promise<Order> {
  const answer = await requestJson<{ order: Order }>(`${env.checkoutApiUrl}/create_order`, {
    method: 'POST',
    body: { ...order, sessionId },
    withCredentials: true,
  });
  return answer.order;
}
