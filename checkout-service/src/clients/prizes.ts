import { AppError } from '@outlet-shop/service-kit';
import type { Prize } from '@outlet-shop/shop-rules';
import { z } from 'zod';
import { callService, jsonOrNull, type ServiceAnswer } from './service-http.ts';

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

/** 503 `prize_unavailable`; what failed (`details`: a network error, the service's status) is logged, never answered. */
function unavailable(details: Record<string, unknown>): AppError {
  return new AppError('prize_unavailable', 503, 'The prize service is unavailable', undefined, {
    cause: new Error(`prize service: ${JSON.stringify(details)}`),
  });
}

/**
 * The prize service over HTTP (docs/api.md): `GET ${prizeUrl}/v1/varifyCode/:code` and
 * `POST ${prizeUrl}/v1/redemptions`, both with the service bearer token.
 */
export function createPrizeClient(prizeUrl: string, serviceToken: string): Prizes {
  return {
    async verify(code) {
      let answer: ServiceAnswer;
      try {
        const target = `${prizeUrl}/v1/varifyCode/${encodeURIComponent(code.trim())}`;
        // With the service token: the prize service does not count the checkout's checks as a
        // shopper's (the checkout limits its own callers).
        answer = await callService(target, {
          headers: { authorization: `Bearer ${serviceToken}` },
          timeoutMs: TIMEOUT_MS,
        });
      } catch (cause) {
        throw unavailable({ reason: String(cause) });
      }
      if (answer.status === 404) return null;
      const parsed = answer.ok ? verifyAnswer.safeParse(jsonOrNull(answer)) : null;
      if (!parsed?.success) throw unavailable({ status: answer.status });
      const { code: found, userEmail, winItemName } = parsed.data.code;
      return { code: found, userEmail, winItemName };
    },

    async redeem(code, orderReference) {
      const answer = await callService(`${prizeUrl}/v1/redemptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceToken}` },
        body: { code, orderReference },
        timeoutMs: TIMEOUT_MS,
      });
      if (answer.status === 404 || answer.status === 409) {
        throw new AppError('prize_redeem_refused', 409, 'The prize code was refused for this order', {
          status: answer.status,
          body: answer.text,
        });
      }
      if (answer.status !== 200 && answer.status !== 201) {
        throw new AppError('prize_redeem_failed', 502, 'The prize code could not be redeemed', {
          status: answer.status,
          body: answer.text,
        });
      }
    },
  };
}
