import { fitsMaskedEmail, maskEmail, normaliseEmail } from '@outlet-shop/shop-rules';
import type pg from 'pg';

/** A prize or coupon record as the shop sees it (docs/product.md 3 "Coupon or prize record"). */
export interface PrizeCode {
  code: string;
  qr: string | null;
  userEmail: string;
  winItemName: string;
}

/** A code's one redemption: which order spent it, and when. */
export interface Redemption {
  code: string;
  orderReference: string;
  redeemedAt: Date;
}

/** What a redemption attempt came to; only `redeemed` changed anything. */
export type RedeemOutcome =
  | { kind: 'redeemed'; redemption: Redemption }
  | { kind: 'already_redeemed_by_this_order'; redemption: Redemption }
  | { kind: 'used_by_another_order' }
  | { kind: 'reserved_by_another_order' }
  | { kind: 'unknown' };

/** `' welcome50 '` → `'WELCOME50'`: codes are matched trimmed and case-insensitively (docs/product.md 7). */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The active (unused) prize behind a code, or null when unknown or already redeemed (docs/product.md 5, 7). */
export async function findActiveCode(db: pg.Pool, code: string): Promise<PrizeCode | null> {
  const { rows } = await db.query<PrizeCode>(
    `SELECT code, qr, user_email AS "userEmail", win_item_name AS "winItemName"
     FROM prize_codes WHERE code = $1 AND status = 'active'`,
    [normalizeCode(code)],
  );
  return rows[0] ?? null;
}

/** An active code as the checkout prices it: its prize, and whether it was won with the shopper's e-mail. */
export interface CodeCheck {
  code: string;
  winItemName: string;
  isWinnersEmail: boolean;
  /**
   * Whether the e-mail fits the winner's address as the public code check shows it masked: the
   * storefront then shows the discount as one that may apply, and the checkout answers every such
   * e-mail alike, the winner's too (docs/decisions/054).
   */
  fitsWinnersMask: boolean;
}

/**
 * The active prize behind a code and whether `email` is its winner's (trimmed, case-insensitive;
 * docs/product.md 4, 5): the comparison the public code check no longer allows anyone else to
 * make (it shows the address masked, docs/decisions/054), and whether it fits that mask. Null when
 * unknown or already redeemed.
 */
export async function checkCode(db: pg.Pool, code: string, email: string): Promise<CodeCheck | null> {
  const prize = await findActiveCode(db, code);
  if (!prize) return null;
  const isWinnersEmail = normaliseEmail(prize.userEmail) === normaliseEmail(email);
  const fitsWinnersMask = isWinnersEmail || fitsMaskedEmail(email, maskEmail(prize.userEmail));
  return { code: prize.code, winItemName: prize.winItemName, isWinnersEmail, fitsWinnersMask };
}

interface RedeemedRow {
  code: string;
  orderReference: string | null;
  redeemedAt: Date | null;
}

/**
 * Spends a code for a paid order, once (docs/architecture.md 4.4). One conditional UPDATE decides the
 * race: of any number of concurrent attempts exactly one sees the row active and not reserved by
 * another order (a reservation past its `reserved_until` no longer counts; the order's own is
 * consumed, docs/decisions/054). The others read who holds it: the same order →
 * `already_redeemed_by_this_order` (idempotent retry); another order's live reservation →
 * `reserved_by_another_order`.
 */
export async function redeemCode(db: pg.Pool, code: string, orderReference: string): Promise<RedeemOutcome> {
  const normalized = normalizeCode(code);
  const columns = `code, redeemed_order_reference AS "orderReference", redeemed_at AS "redeemedAt"`;
  const won = await db.query<RedeemedRow>(
    `UPDATE prize_codes SET status = 'redeemed', redeemed_order_reference = $2, redeemed_at = now(),
            reserved_order_reference = NULL, reserved_until = NULL
     WHERE code = $1 AND status = 'active'
       AND (reserved_order_reference IS NULL OR reserved_order_reference = $2 OR reserved_until <= now())
     RETURNING ${columns}`,
    [normalized, orderReference],
  );
  const winner = won.rows[0];
  if (winner) return { kind: 'redeemed', redemption: winner as Redemption };

  const { rows } = await db.query<RedeemedRow & { status: string }>(
    `SELECT ${columns}, status FROM prize_codes WHERE code = $1`,
    [normalized],
  );
  const holder = rows[0];
  if (!holder) return { kind: 'unknown' };
  if (holder.status === 'active') return { kind: 'reserved_by_another_order' };
  if (holder.orderReference === orderReference) {
    return { kind: 'already_redeemed_by_this_order', redemption: holder as Redemption };
  }
  return { kind: 'used_by_another_order' };
}

/** A code to store; `code` is normalised on insert. */
export type NewPrizeCode = PrizeCode;

/**
 * Inserts codes that do not exist yet (`ON CONFLICT DO NOTHING`, so re-running is safe).
 * Returns how many were new; existing codes, used or not, are left untouched.
 */
export async function insertCodes(db: pg.Pool, codes: NewPrizeCode[]): Promise<number> {
  if (codes.length === 0) return 0;
  const { rowCount } = await db.query(
    `INSERT INTO prize_codes (code, qr, user_email, win_item_name)
     SELECT upper(btrim(c.code)), c.qr, c.user_email, c.win_item_name
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS c(code, qr, user_email, win_item_name)
     ON CONFLICT (code) DO NOTHING`,
    [codes.map((c) => c.code), codes.map((c) => c.qr), codes.map((c) => c.userEmail), codes.map((c) => c.winItemName)],
  );
  return rowCount ?? 0;
}
