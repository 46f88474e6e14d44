import type { OrderProgress } from '@outlet-shop/shop-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { type Order, orderTokenHeaders } from './order';

/** The order with how far it is: processing, paid, packed, shipped … (null while unpaid; docs/decisions/075). */
export type OrderWithProgress = Order & { progress: OrderProgress | null };

/**
 * `GET /checkout/v1/orders/:ref?session_id=` with the order's access token in `X-Order-Token` →
 * the order and its progress (docs/api.md, docs/decisions/053): the token and the order's session
 * are the proof.
 */
export async function getOrder(
  reference: string,
  sessionId: string,
  orderAccessToken: string,
  signal?: AbortSignal,
): Promise<OrderWithProgress> {
  const query = new URLSearchParams({ session_id: sessionId });
  const answer = await requestJson<{ order: Order; progress?: OrderProgress | null }>(
    `${env.checkoutApiUrl}/orders/${encodeURIComponent(reference)}?${query}`,
    { headers: orderTokenHeaders(orderAccessToken), withCredentials: true, signal },
  );
  return { ...answer.order, progress: answer.progress ?? null };
}

export const orderQueryOptions = (reference: string, sessionId: string, orderAccessToken: string) =>
  queryOptions({
    queryKey: ['orders', reference, sessionId],
    queryFn: ({ signal }) => getOrder(reference, sessionId, orderAccessToken, signal),
  });

/** The order, read once this tab holds its access token (none: the query stays idle). */
export function useOrder(reference: string, sessionId: string, orderAccessToken: string | null) {
  return useQuery({
    ...orderQueryOptions(reference, sessionId, orderAccessToken ?? ''),
    enabled: Boolean(reference && sessionId && orderAccessToken),
  });
}
