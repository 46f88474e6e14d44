import { AppError } from '@outlet-shop/service-kit';
import {
  type StockReleaseReason,
  tooManyCheckoutsFromNetworkMessage,
  tooManyOpenCheckoutsMessage,
} from '@outlet-shop/shop-rules';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Prizes } from '../clients/prizes.ts';
import type { Stock } from '../clients/stock.ts';
import type { OrderRow } from '../db/rows.ts';
import { checkoutCounters } from '../metrics/checkout-metrics.ts';
import { releasePrizeCode } from '../prizes/prize-reservations.ts';
import { recordHold, recordNothingHeld } from './hold-records.ts';
import { stockLinesOf } from './orders.ts';

/** What the checkout's stock steps need: its database, the CMS's stock, the prize service (its code reservations go with the hold) and the log. */
export interface StockDeps {
  db: pg.Pool;
  stock: Stock;
  prizes: Prizes;
  log: FastifyBaseLogger;
}

/**
 * The shopper a hold is for (digests of its browser's session, e-mail and mobile number; its
 * address's) and the limits that apply to it (docs/decisions/058, 095).
 */
export interface HoldingClient {
  /** The address's digest: the per-address ceiling. */
  addressKey: string;
  /** The shopper's keys (client-key.ts `shopperKeysOf`): its open checkouts and its share of a product. */
  shopperKeys: string[];
  /** The browser's own session's digest, or null. */
  browserKey: string | null;
  /** Open unpaid checkouts one shopper may have at once (CHECKOUT_OPEN_SESSIONS_PER_SHOPPER). */
  maxOpenCheckouts: number;
  /** Open unpaid checkouts of all shoppers of one address at once (CHECKOUT_OPEN_SESSIONS_PER_ADDRESS). */
  maxOpenPerAddress: number;
  /** A shopper's share of a product's open pieces, % (CHECKOUT_CLIENT_HOLD_SHARE_PERCENT). */
  sharePercent: number;
  /** Pieces of a product it may always hold, or all that is left (CHECKOUT_CLIENT_HOLD_MIN_PIECES). */
  minPieces: number;
}

/** The refusals after which the CMS held nothing. */
const NOTHING_HELD = new Set(['out_of_stock', 'hold_limit_reached']);

/**
 * Holds every piece of the order until `expiresAt` in the CMS (all lines or none, docs/decisions/046)
 * for `client`, within its limits (docs/decisions/058, 095). The expiry is noted on the order first, so
 * a hold the CMS makes after this call stopped waiting (a timeout: 503) is still given back by the
 * sweeper at expiry, never kept for good. Throws 429 `too_many_open_checkouts` (this shopper's
 * other open checkouts) or `too_many_checkouts_from_network` (its address's; both `details: {
 * limit, retryAfterSeconds }`), 409 `out_of_stock` (naming the short products) or
 * `hold_limit_reached` (the shopper's share of a product; `details.products[].limit`), after which
 * nothing is held, or 503 `stock_unavailable`.
 */
export async function holdOrderStock(
  deps: StockDeps,
  order: OrderRow,
  expiresAt: Date,
  client: HoldingClient,
): Promise<void> {
  const reference = order.customer_reference_number;
  const record = await recordHold(deps.db, reference, expiresAt, {
    addressKey: client.addressKey,
    shopperKeys: client.shopperKeys,
    browserKey: client.browserKey,
    maxOpen: client.maxOpenCheckouts,
    maxOpenPerAddress: client.maxOpenPerAddress,
  });
  if (!record.isRecorded) {
    const retryAfterSeconds = Math.max(1, Math.ceil((record.nextExpiryAt.getTime() - Date.now()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    if (record.refusedFor === 'address') {
      throw new AppError('too_many_checkouts_from_network', 429, tooManyCheckoutsFromNetworkMessage(minutes), {
        limit: client.maxOpenPerAddress,
        retryAfterSeconds,
      });
    }
    throw new AppError('too_many_open_checkouts', 429, tooManyOpenCheckoutsMessage(client.maxOpenCheckouts, minutes), {
      limit: client.maxOpenCheckouts,
      retryAfterSeconds,
    });
  }
  // The share counts the holds of any of the shopper's keys (the CMS notes them all on the hold).
  const [key = client.addressKey] = client.shopperKeys;
  const share = { key, keys: client.shopperKeys, max_share_percent: client.sharePercent, min_pieces: client.minPieces };
  try {
    await deps.stock.hold(reference, stockLinesOf(order), expiresAt, share);
  } catch (error) {
    if (error instanceof AppError && NOTHING_HELD.has(error.code)) await recordNothingHeld(deps.db, reference);
    throw error;
  }
}

/**
 * The outcome of an abandoned Checkout Session: `expired` when it ran out or the shopper's newer
 * order took its prize code (decision 064), `failed` when the payment failed.
 */
const STATUS_AFTER: Record<StockReleaseReason, 'expired' | 'failed' | null> = {
  session_expired: 'expired',
  payment_failed: 'failed',
  checkout_failed: null,
  order_cancelled: null,
  superseded: 'expired',
};

/**
 * An unpaid Checkout Session ended (expired, its payment failed, or it could not be created):
 * when it is still the order's session and the order is unpaid, the order is marked
 * `expired`/`failed` and its held pieces go back to stock, once (`stock_released_at`), and its
 * prize code's reservation ends (docs/decisions/054). A paid order, or one that moved to a newer
 * session, is left alone; so is a processing payment (decision 062) unless it failed. Throws 503 `stock_unavailable`
 * when the CMS cannot be reached: the caller retries (Stripe redelivers the webhook; the
 * sweeper runs again).
 */
export async function abandonCheckout(
  deps: StockDeps,
  checkout: { reference: string; sessionId: string | null },
  reason: StockReleaseReason,
): Promise<boolean> {
  const status = STATUS_AFTER[reason];
  const matched = await deps.db.query<Pick<OrderRow, 'customer_reference_number' | 'coupon_code'>>(
    `UPDATE orders SET payment_status = COALESCE($3, payment_status)
      WHERE customer_reference_number = $1 AND stripe_session_id IS NOT DISTINCT FROM $2
        AND payment_status <> 'paid' AND stock_released_at IS NULL
        AND (payment_status <> 'processing' OR $3 IS NOT DISTINCT FROM 'failed')
      RETURNING customer_reference_number, coupon_code`,
    [checkout.reference, checkout.sessionId, status],
  );
  const abandoned = matched.rows[0];
  if (!abandoned) return false;
  if (status === 'failed') checkoutCounters.ordersFailed.inc();
  const released = await deps.stock.release(checkout.reference, reason);
  await deps.db.query(
    `UPDATE orders SET stock_released_at = now()
      WHERE customer_reference_number = $1 AND stripe_session_id IS NOT DISTINCT FROM $2 AND payment_status <> 'paid'`,
    [checkout.reference, checkout.sessionId],
  );
  deps.log.info(
    { orderReference: checkout.reference, reason, lines: released.length },
    'checkout abandoned; stock released',
  );
  await releasePrizeCode(deps, abandoned, reason);
  return true;
}

/**
 * The `stock-commit` job of a paid order (docs/decisions/044, 046): its pieces leave stock in the
 * CMS, once (`stock_committed_at`). A line whose pieces were gone (its hold released before a
 * late payment, and sold since) leaves the order paid and marks it `oversold_at` for staff
 * (the CMS flags its copy 'oversold: refund or restock'); never silently oversold. Throws when
 * the CMS cannot be reached (the job is retried).
 */
export async function commitOrderStock(deps: StockDeps, reference: string, order: OrderRow | null): Promise<void> {
  if (order?.payment_status !== 'paid' || order.stock_committed_at) return;
  const outcome = await deps.stock.commit(reference, stockLinesOf(order));
  const oversold = outcome.status === 'oversold';
  await deps.db.query(
    `UPDATE orders SET stock_committed_at = now(), oversold_at = CASE WHEN $2 THEN now() END
      WHERE customer_reference_number = $1`,
    [reference, oversold],
  );
  if (oversold) {
    const short = outcome.lines.filter((line) => line.status === 'oversold').map((line) => line.product_id);
    deps.log.error(
      { orderReference: reference, productIds: short },
      'paid order oversold: staff must refund or restock',
    );
  }
}
