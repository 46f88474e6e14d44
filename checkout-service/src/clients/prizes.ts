import { AppError } from '@outlet-shop/service-kit';
import type { Prize } from '@outlet-shop/shop-rules';
import { z } from 'zod';
import { callService, jsonOrNull, type ServiceAnswer, type ServiceCall } from './service-http.ts';

/** An active prize code priced for one checkout e-mail (prize-service `code-checks`, docs/product.md 3). */
export interface PrizeCode extends Prize {
  code: string;
  /**
   * The e-mail fits the winner's masked address (the storefront's estimate; the winner's own
   * always does): the checkout answers such an order as the winner's and stores the truth.
   */
  fitsWinnersMask: boolean;
}

/** A reservation's answer: held for the order, or refused (`reservedBy`: the order holding the code, if one does). */
export type ReserveAnswer = { isReserved: true } | { isReserved: false; reservedBy: string | null };

/** The prize service as checkout uses it (docs/api.md prize-service; docs/decisions/054). */
export interface Prizes {
  /**
   * The prize behind a code, whether it was won with `email` (the prize service compares the
   * address) and whether `email` fits the winner's masked address, or null when unknown or already
   * used. Throws `prize_unavailable` (503).
   */
  check(code: string, email: string): Promise<PrizeCode | null>;
  /**
   * Reserves the code for the order until `expiresAt` (its payment session's end); the same order
   * again renews it. Refused when the code is unknown, used, or reserved by another order
   * (`reservedBy`: that order's reference, else null). Throws `prize_unavailable` (503).
   */
  reserve(code: string, orderReference: string, expiresAt: Date): Promise<ReserveAnswer>;
  /** Ends the order's reservation of the code (none, or another order's: nothing). Throws `prize_unavailable` (503). */
  release(code: string, orderReference: string): Promise<void>;
  /**
   * Redeems a code for a paid order; idempotent per order. Throws `prize_redeem_refused` (409)
   * when the prize service refuses for good (code used or reserved by another order, or unknown),
   * else `prize_redeem_failed` (502) for failures worth retrying.
   */
  redeem(code: string, orderReference: string): Promise<void>;
}

const checkAnswer = z.object({
  // `fitsWinnersMask` is missing from a prize service of the previous version: the winner's e-mail alone then.
  code: z.object({
    code: z.string(),
    winItemName: z.string(),
    isWinnersEmail: z.boolean(),
    fitsWinnersMask: z.boolean().optional(),
  }),
});

// The refusal of a code another order reserved names that order (decision 064); other refusals name none.
const reserveRefusal = z.object({
  error: z.object({ details: z.object({ reservedBy: z.string().min(1).max(100) }).optional() }),
});

const TIMEOUT_MS = 5000;

/** 503 `prize_unavailable`; what failed (`details`: a network error, the service's status) is logged, never answered. */
function unavailable(details: Record<string, unknown>): AppError {
  return new AppError('prize_unavailable', 503, 'The prize service is unavailable', undefined, {
    cause: new Error(`prize service: ${JSON.stringify(details)}`),
  });
}

/**
 * The prize service over HTTP (docs/api.md), every call with the service bearer token:
 * `POST ${prizeUrl}/v1/code-checks`, `POST /v1/reservations`,
 * `DELETE /v1/reservations/:code/:orderReference` and `POST /v1/redemptions`.
 */
export function createPrizeClient(prizeUrl: string, serviceToken: string): Prizes {
  const authorization = `Bearer ${serviceToken}`;

  /** A call whose failure to answer is `prize_unavailable` (503). */
  async function ask(path: string, call: Omit<ServiceCall, 'timeoutMs' | 'headers'>): Promise<ServiceAnswer> {
    try {
      return await callService(`${prizeUrl}${path}`, { ...call, headers: { authorization }, timeoutMs: TIMEOUT_MS });
    } catch (cause) {
      throw unavailable({ reason: String(cause) });
    }
  }

  return {
    async check(code, email) {
      const answer = await ask('/v1/code-checks', { method: 'POST', body: { code: code.trim(), email } });
      if (answer.status === 404) return null;
      const parsed = answer.ok ? checkAnswer.safeParse(jsonOrNull(answer)) : null;
      if (!parsed?.success) throw unavailable({ status: answer.status });
      const { code: found, winItemName, isWinnersEmail, fitsWinnersMask } = parsed.data.code;
      return {
        code: found,
        winItemName,
        isForCheckoutEmail: isWinnersEmail,
        fitsWinnersMask: isWinnersEmail || (fitsWinnersMask ?? false),
      };
    },

    async reserve(code, orderReference, expiresAt) {
      const body = { code, orderReference, expiresAt: expiresAt.toISOString() };
      const answer = await ask('/v1/reservations', { method: 'POST', body });
      if (answer.ok) return { isReserved: true };
      if (answer.status === 404) return { isReserved: false, reservedBy: null };
      if (answer.status === 409) {
        const refusal = reserveRefusal.safeParse(jsonOrNull(answer));
        return { isReserved: false, reservedBy: refusal.data?.error.details?.reservedBy ?? null };
      }
      throw unavailable({ status: answer.status });
    },

    async release(code, orderReference) {
      const path = `/v1/reservations/${encodeURIComponent(code)}/${encodeURIComponent(orderReference)}`;
      const answer = await ask(path, { method: 'DELETE' });
      if (!answer.ok) throw unavailable({ status: answer.status });
    },

    async redeem(code, orderReference) {
      const answer = await callService(`${prizeUrl}/v1/redemptions`, {
        method: 'POST',
        headers: { authorization },
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
