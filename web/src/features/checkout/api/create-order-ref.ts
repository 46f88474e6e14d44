import type { OrderPayload } from '@outlet-shop/shop-rules';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import type { PlacedOrder } from './order';

/** The order payload of docs/product.md 3 (wire names), the contract checkout validates with. */
export type { OrderPayload };

/**
 * `POST /checkout/v1/create_order_ref` with credentials (docs/product.md 4 step 1, 7): the server
 * re-prices and stores a pending order and answers `201 { order }` with this browser's
 * `order_access_token` (docs/decisions/053), kept with `orderData`. `idempotencyKey` (the
 * `Idempotency-Key` header) makes a repeat of the same submission answer the same order instead
 * of a second one. Throws ApiError with the server's code and message (`out_of_stock`,
 * `validation_failed` with field errors, ...).
 */
export async function createOrderRef(payload: OrderPayload, idempotencyKey: string): Promise<PlacedOrder> {
  const answer = await requestJson<{ order: PlacedOrder }>(`${env.checkoutApiUrl}/create_order_ref`, {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    withCredentials: true,
  });
  return answer.order;
}
