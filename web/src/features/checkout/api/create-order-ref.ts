import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import type { Order } from './order';

/** One cart line as sent; the server reads only `id` and `quantity` (docs/api.md). */
export interface OrderPayloadLine {
  id: number;
  quantity: number;
  [wireField: string]: unknown;
}

/** The order payload of SPEC.md 3 (wire names), plus the optional coupon. */
export interface OrderPayload {
  destination_address_name: string;
  email: string;
  products: OrderPayloadLine[];
  brand: string;
  num_pieces: number;
  card_amount: number;
  descripon: string;
  destination_address_city: string;
  destination_address_landmark: string;
  destination_address_area: string;
  destination_address_building_name: string;
  destination_address_house_no: string;
  customer_reference_number: string;
  destination_address_mobile_number: string;
  weight: 2;
  delivery_cost: number;
  payment_status: 'pending';
  status: 'pending';
  sessionId: null;
  coupon_code: string | null;
}

/**
 * `POST /checkout/v1/create_order_ref` with credentials (SPEC.md 4 step 1, 7): the server
 * re-prices and stores a pending order and answers `201 { order }`. Throws ApiError with the
 * server's code and message (`out_of_stock`, `validation_failed` with field errors, ...).
 */
export async function createOrderRef(payload: OrderPayload): Promise<Order> {
  const answer = await requestJson<{ order: Order }>(`${env.checkoutApiUrl}/create_order_ref`, {
    method: 'POST',
    body: payload,
    withCredentials: true,
  });
  return answer.order;
}

export function useCreateOrderRef() {
  return useMutation({ mutationFn: createOrderRef });
}
