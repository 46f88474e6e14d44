import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { requestJson } from '@/lib/api-client';

/** A prize record a coupon code resolves to (docs/product.md 3). */
export interface PrizeCode {
  code: string;
  qr: string;
  /** The winner's e-mail masked (`s*****@e******.com`, docs/decisions/054); never the address. */
  userEmail: string;
  winItemName: string;
}

/**
 * Checks a prize or coupon code (`GET /prize/v1/varifyCode/:code`, docs/product.md 7, docs/api.md).
 * Resolves to the prize; throws ApiError `code_invalid` (404) for unknown or used codes.
 */
export async function verifyCode(code: string): Promise<PrizeCode> {
  const answer = await requestJson<{ code: PrizeCode }>(
    `${env.prizeApiUrl}/varifyCode/${encodeURIComponent(code.trim())}`,
  );
  return answer.code;
}

/** The coupon check as a mutation: idle, pending (loading), success (valid), error (invalid). */
export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode, retry: false });
}
