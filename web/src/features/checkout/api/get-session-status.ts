import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';

/** The state of a Checkout Session (docs/api.md). */
export interface SessionStatus {
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  customer_reference_number: string;
}

/** `GET /checkout/v1/session-status?session_id=` (docs/product.md 4 step 4, 7). */
export async function getSessionStatus(sessionId: string, signal?: AbortSignal): Promise<SessionStatus> {
  const query = new URLSearchParams({ session_id: sessionId });
  return requestJson(`${env.checkoutApiUrl}/session-status?${query}`, { withCredentials: true, signal });
}

export const sessionStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['session-status', sessionId],
    queryFn: ({ signal }) => getSessionStatus(sessionId, signal),
    retry: 2,
  });

export function useSessionStatus(sessionId: string) {
  return useQuery(sessionStatusQueryOptions(sessionId));
}
