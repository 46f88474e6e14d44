import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { type Order, orderTokenHeaders } from './order';

/**
 * `GET /checkout/v1/orders/:ref?session_id=` with the order's access token in `X-Order-Token` →
 * the order (docs/api.md, docs/decisions/053): the token and the order's session are the proof.
 */
export async function getOrder(
  reference: string,
  sessionId: string,
  orderAccessToken: string,
  signal?: AbortSignal,
): Promise<Order> {
  const query = new URLSearchParams({ session_id: sessionId });
  const answer = await requestJson<{ order: Order }>(
    `${env.checkoutApiUrl}/orders/${encodeURIComponent(reference)}?${query}`,
    { headers: orderTokenHeaders(orderAccessToken), withCredentials: true, signal },
  );
  return answer.order;
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
