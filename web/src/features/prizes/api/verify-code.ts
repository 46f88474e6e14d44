import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';
import { browserSession } from '@/lib/browser-session';

/** A prize record a coupon code resolves to (docs/product.md 3). */
export interface PrizeCode {
  code: string;
  qr: string;
  /** The winner's e-mail masked (`s*****@e******.com`, docs/decisions/054); never the address. */
  userEmail: string;
  winItemName: string;
}

/**
 * Checks a prize or coupon code (`GET /prize/v1/varifyCode/:code`, docs/product.md 7, docs/api.md)
 * with this browser's own id in `X-Browser-Session` ({@link browserSession}): the prize service
 * counts a browser's codes that were not valid by it, so another shopper's guesses behind the same
 * address never stop this one (docs/decisions/096). Resolves to the prize; throws ApiError
 * `code_invalid` (404) for unknown or used codes, `rate_limited` (429) once too many were not valid.
 */
export async function verifyCode(code: string): Promise<PrizeCode> {
  const answer = await requestJson<{ code: PrizeCode }>(
    `${env.prizeApiUrl}/varifyCode/${encodeURIComponent(code.trim())}`,
    { headers: { 'X-Browser-Session': browserSession() } },
  );
  return answer.code;
}

/** The coupon check as a mutation: idle, pending (loading), success (valid), error (invalid). */
export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode, retry: false });
}
