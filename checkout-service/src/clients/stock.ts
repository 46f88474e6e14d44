import { AppError } from '@outlet-shop/service-kit';
import {
  type StockHoldClient,
  type StockLine,
  type StockLineOutcome,
  type StockReleaseReason,
  type stockCommitRequestSchema,
  stockCommitResponseSchema,
  stockHoldRefusalSchema,
  type stockHoldRequestSchema,
  stockHoldResponseSchema,
  type stockReleaseRequestSchema,
  stockReleaseResponseSchema,
} from '@outlet-shop/shop-rules';
import type { z } from 'zod';
import { callService, type ServiceAnswer } from './service-http.ts';

/** What a commit did: every line `committed`, or `oversold` when any line's pieces were gone. */
export interface StockCommitOutcome {
  status: 'committed' | 'oversold';
  lines: StockLineOutcome[];
}

/**
 * The CMS's stock (docs/decisions/046): it owns products' counts and the holds of open
 * checkouts. Every call is idempotent per order reference.
 */
export interface Stock {
  /**
   * Holds every line until `expiresAt`, or none; with `client`, within that client's share of
   * each product (docs/decisions/058). Throws 409 `out_of_stock` ('Temporary out of stock',
   * `details.products: [{ id, title, available }]`), 409 `hold_limit_reached` (the client's share;
   * `details: { products: [{ id, title, available, limit }], title, limit }`, the first product's
   * at the top) or 503 `stock_unavailable`.
   */
  hold(reference: string, lines: readonly StockLine[], expiresAt: Date, client?: StockHoldClient): Promise<void>;
  /** Gives the order's held pieces back; the lines released (none the second time). Throws 503 `stock_unavailable`. */
  release(reference: string, reason: StockReleaseReason): Promise<StockLine[]>;
  /** The paid order's pieces leave stock, once. Throws 503 `stock_unavailable`. */
  commit(reference: string, lines: readonly StockLine[]): Promise<StockCommitOutcome>;
}

const TIMEOUT_MS = 5000;

/** A stock call's body, as the shared contracts define it (the CMS parses it with the same schemas). */
type StockRequest =
  | z.input<typeof stockHoldRequestSchema>
  | z.input<typeof stockCommitRequestSchema>
  | z.input<typeof stockReleaseRequestSchema>;

/** 503 `stock_unavailable`; what failed (`cause`: the CMS's status, a network error) is logged, never sent. */
function unavailable(cause: unknown): AppError {
  return new AppError('stock_unavailable', 503, 'Stock cannot be checked right now, please try again', undefined, {
    cause: cause instanceof Error ? cause : new Error(String(cause)),
  });
}

/**
 * The stock calls of docs/api.md over HTTP: `POST ${cmsUrl}/api/stock-holds/:reference[/release|/commit]`
 * with the service token, answers validated with the shared contract. A CMS that is down, slow
 * (> 5000 ms) or answers anything unexpected → 503 `stock_unavailable`.
 */
export function createCmsStock(cmsUrl: string, serviceToken: string): Stock {
  async function post<S extends z.ZodType>(
    path: string,
    body: StockRequest,
    schema: S,
  ): Promise<{ status: number; body: unknown; parsed?: z.infer<S> }> {
    let answer: ServiceAnswer;
    let payload: unknown;
    try {
      answer = await callService(`${cmsUrl}/api/stock-holds/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceToken}` },
        body,
        timeoutMs: TIMEOUT_MS,
      });
      payload = answer.json();
    } catch (cause) {
      throw unavailable(cause);
    }
    if (!answer.ok) return { status: answer.status, body: payload };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw unavailable('unexpected answer');
    return { status: answer.status, body: payload, parsed: parsed.data };
  }

  return {
    async hold(reference, lines, expiresAt, client) {
      const answer = await post(
        encodeURIComponent(reference),
        { lines: [...lines], expires_at: expiresAt.toISOString(), client },
        stockHoldResponseSchema,
      );
      if (answer.parsed) return;
      const refusal = stockHoldRefusalSchema.safeParse(answer.body);
      if (answer.status === 409 && refusal.success) {
        const { code, message, details } = refusal.data.error;
        const first = details.products[0];
        // A share refusal also names its first product at the top, for the storefront's own wording.
        const named = code === 'hold_limit_reached' && first ? { title: first.title, limit: first.limit ?? 0 } : {};
        throw new AppError(code, 409, message, { products: details.products, ...named });
      }
      throw unavailable(`CMS answered ${answer.status}`);
    },

    async release(reference, reason) {
      const answer = await post(`${encodeURIComponent(reference)}/release`, { reason }, stockReleaseResponseSchema);
      if (!answer.parsed) throw unavailable(`CMS answered ${answer.status}`);
      return answer.parsed.data.released;
    },

    async commit(reference, lines) {
      const answer = await post(
        `${encodeURIComponent(reference)}/commit`,
        { lines: [...lines] },
        stockCommitResponseSchema,
      );
      if (!answer.parsed) throw unavailable(`CMS answered ${answer.status}`);
      return answer.parsed.data;
    },
  };
}
