import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { orderTokenHeaders } from './order';

/** The state of a Checkout Session (docs/api.md). */
export interface SessionStatus {
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  customer_reference_number: string;
}

/**
 * `GET /checkout/v1/session-status?session_id=` with the order's access token in `X-Order-Token`
 * (docs/product.md 4 step 4, 7; docs/decisions/053). Without the token of the order the session
 * belongs to, the server answers 404 `session_not_found`.
 */
export async function getSessionStatus(
  sessionId: string,
  orderAccessToken: string | null,
  signal?: AbortSignal,
): Promise<SessionStatus> {
  const query = new URLSearchParams({ session_id: sessionId });
  return requestJson(`${env.checkoutApiUrl}/session-status?${query}`, {
    headers: orderTokenHeaders(orderAccessToken),
    withCredentials: true,
    signal,
  });
}

export const sessionStatusQueryOptions = (sessionId: string, orderAccessToken: string | null) =>
  queryOptions({
    queryKey: ['session-status', sessionId],
    queryFn: ({ signal }) => getSessionStatus(sessionId, orderAccessToken, signal),
    retry: 2,
  });

export function useSessionStatus(sessionId: string, orderAccessToken: string | null) {
  return useQuery(sessionStatusQueryOptions(sessionId, orderAccessToken));
}
