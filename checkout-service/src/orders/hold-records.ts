import { inTransaction } from '@outlet-shop/service-kit';
import type pg from 'pg';

/*
 * What the checkout's database notes of an order's stock hold (docs/decisions/046, 058): until
 * when and for which shopper and address, so the sweeper gives back even a hold whose answer never arrived.
 */

/** Who asks for a hold, as digests (client-key.ts), and how many open checkouts each may have. */
export interface HoldRecordClient {
  /** The address's digest (`orders.client_key`). */
  addressKey: string;
  /** The shopper's keys: any of them on another open checkout makes it this shopper's. */
  shopperKeys: string[];
  /** The browser's own session, noted for the replacing of its earlier popups; null when not sent. */
  browserKey: string | null;
  /** Other open checkouts one shopper may have (CHECKOUT_OPEN_SESSIONS_PER_SHOPPER). */
  maxOpen: number;
  /** Other open checkouts from one address, of all its shoppers (CHECKOUT_OPEN_SESSIONS_PER_ADDRESS). */
  maxOpenPerAddress: number;
}

/**
 * An order's hold noted, or refused: `shopper` when this shopper has too many other open
 * checkouts, `address` when its address has (a carrier's or an office's many shoppers).
 */
export type HoldRecord =
  | { isRecorded: true }
  | { isRecorded: false; refusedFor: 'shopper' | 'address'; openCheckouts: number; nextExpiryAt: Date };

/** The open checkouts (unpaid, holding, before their expiry) other than the order's, counted and the first to end. */
const OPEN_OTHERS = `payment_status <> 'paid' AND stock_released_at IS NULL AND session_expires_at > now()
  AND customer_reference_number <> $2`;

/**
 * Notes when the order's hold ends (its new session's expiry) and who holds it, before the CMS is
 * asked to hold, so the sweeper gives back even a hold whose answer never arrived
 * (docs/decisions/046). Unless the shopper already has `maxOpen` other open checkouts (any of its
 * keys on them) or its address `maxOpenPerAddress` (docs/decisions/095): then nothing is noted
 * and the answer says whose limit it is and when the first of those checkouts ends. Calls of one
 * shopper or address are serialised by advisory locks on each key (taken in one order, so two
 * calls never wait for each other), so concurrent popups cannot pass a limit together. A hold
 * still open only moves later.
 */
export async function recordHold(
  db: pg.Pool,
  reference: string,
  expiresAt: Date,
  client: HoldRecordClient,
): Promise<HoldRecord> {
  return inTransaction(db, async (connection) => {
    const locks = [
      `checkout-client:${client.addressKey}`,
      ...client.shopperKeys.map((key) => `checkout-shopper:${key}`),
    ];
    await connection.query(
      `SELECT pg_advisory_xact_lock(hashtext(lock)) FROM (SELECT DISTINCT unnest($1::text[]) AS lock ORDER BY 1) AS l`,
      [locks],
    );
    const counted = await connection.query<{ whose: 'shopper' | 'address'; open: number; next_expiry_at: Date | null }>(
      `SELECT 'shopper' AS whose, count(*)::int AS open, min(session_expires_at) AS next_expiry_at FROM orders
        WHERE shopper_keys && $1::text[] AND ${OPEN_OTHERS}
       UNION ALL
       SELECT 'address', count(*)::int, min(session_expires_at) FROM orders
        WHERE client_key = $3 AND ${OPEN_OTHERS}`,
      [client.shopperKeys, reference, client.addressKey],
    );
    const limits = { shopper: client.maxOpen, address: client.maxOpenPerAddress };
    for (const whose of ['shopper', 'address'] as const) {
      const row = counted.rows.find((counts) => counts.whose === whose);
      // Nothing was written yet: ending the transaction only frees the locks.
      if (row && row.open >= limits[whose] && row.next_expiry_at) {
        return { isRecorded: false, refusedFor: row.whose, openCheckouts: row.open, nextExpiryAt: row.next_expiry_at };
      }
    }
    await connection.query(
      `UPDATE orders SET client_key = $3, shopper_keys = $4, browser_key = $5, stock_released_at = NULL,
         session_expires_at = CASE WHEN stock_released_at IS NULL AND session_expires_at > now()
                                   THEN GREATEST(session_expires_at, $2) ELSE $2 END
        WHERE customer_reference_number = $1 AND payment_status <> 'paid'`,
      [reference, expiresAt, client.addressKey, client.shopperKeys, client.browserKey],
    );
    return { isRecorded: true };
  });
}

/**
 * Moves the end of the order's open hold to `until` when that is later (a session that will
 * expire after the hold noted for it; docs/decisions/058).
 */
export async function extendHold(db: pg.Pool, reference: string, until: Date): Promise<void> {
  await db.query(
    `UPDATE orders SET session_expires_at = $2
      WHERE customer_reference_number = $1 AND payment_status <> 'paid' AND stock_released_at IS NULL
        AND session_expires_at < $2`,
    [reference, until],
  );
}

/** A refused hold: nothing of the order is held, so the sweeper has nothing to give back at expiry. */
export async function recordNothingHeld(db: pg.Pool, reference: string): Promise<void> {
  await db.query(
    `UPDATE orders SET stock_released_at = now() WHERE customer_reference_number = $1 AND payment_status <> 'paid'`,
    [reference],
  );
}
