import type pg from 'pg';
import { normalizeCode } from './prize-codes.ts';

/** A code held for one order's open payment popup until `expiresAt` (docs/decisions/054). */
export interface Reservation {
  code: string;
  orderReference: string;
  expiresAt: Date;
}

/**
 * What a reservation attempt came to; `unavailable` = redeemed, or reserved by another order until
 * later (`reservedBy`: that order's reference; null when the code is redeemed or inactive).
 */
export type ReserveOutcome =
  | { kind: 'reserved'; reservation: Reservation }
  | { kind: 'unavailable'; reservedBy: string | null }
  | { kind: 'unknown' };

/**
 * Reserves an active code for `orderReference` until `expiresAt` (the payment session's end). One
 * conditional UPDATE of the code's row: it succeeds only when the code is active and unreserved,
 * reserved by this same order (a reopened popup: idempotent, the later expiry kept), or reserved
 * by an order whose reservation ended. Concurrent attempts queue on the row's lock and re-check
 * the condition, so of 20 orders reserving one code at once exactly one wins.
 */
export async function reserveCode(
  db: pg.Pool,
  code: string,
  orderReference: string,
  expiresAt: Date,
): Promise<ReserveOutcome> {
  const normalized = normalizeCode(code);
  const { rows } = await db.query<Reservation>(
    `UPDATE prize_codes
        SET reserved_order_reference = $2,
            reserved_until = CASE WHEN reserved_order_reference = $2 THEN greatest(reserved_until, $3) ELSE $3 END
      WHERE code = $1 AND status = 'active'
        AND (reserved_order_reference IS NULL OR reserved_order_reference = $2 OR reserved_until <= now())
      RETURNING code, reserved_order_reference AS "orderReference", reserved_until AS "expiresAt"`,
    [normalized, orderReference, expiresAt],
  );
  const reservation = rows[0];
  if (reservation) return { kind: 'reserved', reservation };
  const known = await db.query<{ reserved_by: string | null }>(
    `SELECT CASE WHEN status = 'active' AND reserved_until > now() THEN reserved_order_reference END AS reserved_by
       FROM prize_codes WHERE code = $1`,
    [normalized],
  );
  const row = known.rows[0];
  return row ? { kind: 'unavailable', reservedBy: row.reserved_by } : { kind: 'unknown' };
}

/**
 * Gives up `orderReference`'s reservation of a code (its payment session expired, failed or was
 * never made). Someone else's reservation, or none, is left alone. True when one was released.
 */
export async function releaseCode(db: pg.Pool, code: string, orderReference: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE prize_codes SET reserved_order_reference = NULL, reserved_until = NULL
      WHERE code = $1 AND reserved_order_reference = $2`,
    [normalizeCode(code), orderReference],
  );
  return (rowCount ?? 0) > 0;
}
