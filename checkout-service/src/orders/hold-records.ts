import { inTransaction } from '@outlet-shop/service-kit';
import type pg from 'pg';

/*
 * What the checkout's database notes of an order's stock hold (docs/decisions/046, 058): until
 * when and for which client, so the sweeper gives back even a hold whose answer never arrived.
 */

/** An order's hold noted, or refused because its client has too many open checkouts. */
export type HoldRecord = { isRecorded: true } | { isRecorded: false; openCheckouts: number; nextExpiryAt: Date };

/**
 * Notes when the order's hold ends (its new session's expiry) and which client holds it, before the
 * CMS is asked to hold, so the sweeper gives back even a hold whose answer never arrived
 * (docs/decisions/046). Unless the client already has `maxOpen` other open checkouts (unpaid,
 * holding, before their expiry; docs/decisions/058): then nothing is noted and the answer says
 * when the first of them ends. One client's calls are serialised by an advisory lock, so
 * concurrent popups cannot pass the limit together. A hold still open only moves later.
 */
export async function recordHold(
  db: pg.Pool,
  reference: string,
  expiresAt: Date,
  client: { key: string; maxOpen: number },
): Promise<HoldRecord> {
  return inTransaction(db, async (connection) => {
    await connection.query(`SELECT pg_advisory_xact_lock(hashtext('checkout-client:' || $1))`, [client.key]);
    const open = await connection.query<{ open: number; next_expiry_at: Date | null }>(
      `SELECT count(*)::int AS open, min(session_expires_at) AS next_expiry_at FROM orders
        WHERE client_key = $1 AND customer_reference_number <> $2 AND payment_status <> 'paid'
          AND stock_released_at IS NULL AND session_expires_at > now()`,
      [client.key, reference],
    );
    const { open: openCheckouts = 0, next_expiry_at: nextExpiryAt = null } = open.rows[0] ?? {};
    // Nothing was written yet: ending the transaction only frees the client's lock.
    if (openCheckouts >= client.maxOpen && nextExpiryAt) return { isRecorded: false, openCheckouts, nextExpiryAt };
    await connection.query(
      `UPDATE orders SET client_key = $3, stock_released_at = NULL,
         session_expires_at = CASE WHEN stock_released_at IS NULL AND session_expires_at > now()
                                   THEN GREATEST(session_expires_at, $2) ELSE $2 END
        WHERE customer_reference_number = $1 AND payment_status <> 'paid'`,
      [reference, expiresAt, client.key],
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
