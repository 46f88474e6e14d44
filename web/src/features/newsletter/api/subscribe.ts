import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';

/**
 * Subscribes an e-mail address to the newsletter (`POST /api/newsletter-subscriptions`,
 * `{ data: { email, source } }`). Subscribing twice is fine. Throws ApiError `invalid_email`
 * (400) for an address the CMS refuses, `rate_limited` (429) when sent too often.
 */
export async function subscribe(email: string, source: string): Promise<{ email: string }> {
  const answer = await requestJson<{ data: { email: string } }>(`${env.cmsApiUrl}/newsletter-subscriptions`, {
    method: 'POST',
    body: { data: { email, source } },
  });
  return answer.data;
}

export function useSubscribe(source: string) {
  return useMutation({ mutationFn: (email: string) => subscribe(email, source) });
}
