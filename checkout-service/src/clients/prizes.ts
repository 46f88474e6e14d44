import { AppError } from '@outlet-shop/service-kit';
import type { Prize } from '@outlet-shop/shop-rules';
import { z } from 'zod';
import { forwardedHeaders } from '../request-context.ts';

/** A verified prize code (prize-service `varifyCode`, docs/product.md 3 coupon record). */
export interface PrizeCode extends Prize {
  code: string;
}

/** The prize service as checkout uses it. */
export interface Prizes {
  /** The prize behind a code, or null when unknown or already used. Throws `prize_unavailable` (503). */
  verify(code: string): Promise<PrizeCode | null>;
  /**
   * Redeems a code for a paid order; idempotent per order. Throws `prize_redeem_refused` (409)
   * when the prize service refuses for good (code used by another order, or unknown), else
   * `prize_redeem_failed` (502) for failures worth retrying.
   */
  redeem(code: string, orderReference: string): Promise<void>;
}

const verifyAnswer = z.object({
  code: z.object({ code: z.string(), qr: z.string().nullish(), userEmail: z.string(), winItemName: z.string() }),
});

const TIMEOUT_MS = 5000;

/**
 * The prize service over HTTP (docs/api.md): `GET ${prizeUrl}/v1/varifyCode/:code` and
 * `POST ${prizeUrl}/v1/redemptions`, both with the service bearer token.
 */
export function createPrizeClient(prizeUrl: string, serviceToken: string): Prizes {
  return {
    async verify(code) {
      let response: Response;
      try {
        const target = `${prizeUrl}/v1/varifyCode/${encodeURIComponent(code.trim())}`;
        // With the service token: the prize service does not count the checkout's checks as a
        // shopper's (the checkout limits its own callers).
        response = await fetch(target, {
          headers: { ...forwardedHeaders(), authorization: `Bearer ${serviceToken}` },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (cause) {
        throw new AppError('prize_unavailable', 503, 'The prize service is unavailable', { reason: String(cause) });
      }
      if (response.status === 404) return null;
      const parsed = response.ok ? verifyAnswer.safeParse(await response.json()) : null;
      if (!parsed?.success) {
        throw new AppError('prize_unavailable', 503, 'The prize service is unavailable', { status: response.status });
      }
      const { code: found, userEmail, winItemName } = parsed.data.code;
      return { code: found, userEmail, winItemName };
    },

    async redeem(code, orderReference) {
      const response = await fetch(`${prizeUrl}/v1/redemptions`, {
        method: 'POST',
        headers: {
          ...forwardedHeaders(),
          'content-type': 'application/json',
          authorization: `Bearer ${serviceToken}`,
        },
        body: JSON.stringify({ code, orderReference }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 404 || response.status === 409) {
        throw new AppError('prize_redeem_refused', 409, 'The prize code was refused for this order', {
          status: response.status,
          body: await response.text(),
        });
      }
      if (response.status !== 200 && response.status !== 201) {
        throw new AppError('prize_redeem_failed', 502, 'The prize code could not be redeemed', {
          status: response.status,
          body: await response.text(),
        });
      }
    },
  };
}
