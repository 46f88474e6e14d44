import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import type { Order } from './order';

/** `GET /checkout/v1/orders/:ref?session_id=` → the order; the session id is the proof (docs/api.md). */
export async function getOrder(reference: string, sessionId: string, signal?: AbortSignal): Promise<Order> {
  const query = new URLSearchParams({ session_id: sessionId });
  const answer = await requestJson<{ order: Order }>(
    `${env.checkoutApiUrl}/orders/${encodeURIComponent(reference)}?${query}`,
    { withCredentials: true, signal },
  );
  return answer.order;
}

export const orderQueryOptions = (reference: string, sessionId: string) =>
  queryOptions({
    queryKey: ['orders', reference, sessionId],
    queryFn: ({ signal }) => getOrder(reference, sessionId, signal),
  });

export function useOrder(reference: string, sessionId: string) {
  return useQuery({ ...orderQueryOptions(reference, sessionId), enabled: Boolean(reference && sessionId) });
}
