import type { OrderTotals, OrderView } from '@outlet-shop/shop-rules';
import type pg from 'pg';
import type { OrderLine, OrderRow } from '../db/rows.ts';

/** The order as the browser and the CMS see it: the shared contract of docs/api.md. */
export type { OrderView };

/** The delivery details of the checkout form (docs/product.md 3, 5). */
export interface DeliveryDetails {
  customerName: string;
  email: string;
  mobileNumber: string;
  city: string;
  area: string;
  buildingName: string;
  houseNo: string;
  landmark: string;
}

/** A priced order ready to be stored as pending. */
export interface NewOrder extends DeliveryDetails {
  /** The shopper's language for the order's mails. */
  locale?: 'en' | 'ar';
  lines: OrderLine[];
  totals: OrderTotals;
  couponCode: string | null;
  prizeWinItem: string | null;
  /** The prize discount its answers show as one that may apply (the e-mail fits the winner's mask), or none. */
  estimate?: { couponCode: string; prizeWinItem: string } | null;
}

/** The request that creates an order: its Idempotency-Key (if sent) and the digest of its body. */
export interface OrderRequest {
  idempotencyKey: string | null;
  fingerprint: string;
}

/** The order's lines as the stock calls name them (docs/decisions/046). */
export function stockLinesOf(order: Pick<OrderRow, 'lines'>): { product_id: number; quantity: number }[] {
  return order.lines.map((line) => ({ product_id: line.id, quantity: line.quantity }));
}

/** The order an earlier request with this Idempotency-Key created, or null. */
export async function findOrderByIdempotencyKey(db: pg.Pool, key: string): Promise<OrderRow | null> {
  const result = await db.query<OrderRow>('SELECT * FROM orders WHERE idempotency_key = $1', [key]);
  return result.rows[0] ?? null;
}

/** The last reference timestamp this process gave out, ms. */
let lastReferenceStamp = 0;

/**
 * The next `NOT-` timestamp (ms): now, or one past the last one this process gave out when orders
 * come faster than one a millisecond. Orders of one process never clash, so shoppers ordering at
 * once cost no extra INSERT round trips (docs/performance.md).
 */
function nextReferenceStamp(): number {
  lastReferenceStamp = Math.max(Date.now(), lastReferenceStamp + 1);
  return lastReferenceStamp;
}

/**
 * Stores a pending order under a fresh `NOT-<ms timestamp>` reference (docs/product.md 3); on a
 * clash with an order another replica placed in the same millisecond the next number is taken and
 * the insert retried. With an
 * Idempotency-Key another request already used, nothing is stored and `{ created: false }`
 * carries that request's order (a double-submitted form makes one order). A clash is no error
 * (`ON CONFLICT DO NOTHING`): pg closes a pooled connection whose query failed, so a clash raised
 * as an error would cost a new connection.
 */
export async function insertPendingOrder(
  db: pg.Pool,
  order: NewOrder,
  request: OrderRequest = { idempotencyKey: null, fingerprint: '' },
): Promise<{ created: boolean; order: OrderRow }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const inserted = await insertOrder(db, `NOT-${nextReferenceStamp()}`, order, request);
    if (inserted) return { created: true, order: inserted };
    if (request.idempotencyKey) {
      const earlier = await findOrderByIdempotencyKey(db, request.idempotencyKey);
      if (earlier) return { created: false, order: earlier };
    }
  }
  throw new Error('Could not find a free order reference');
}

/**
 * The priced columns' values in their stored order: `lines` (JSON), `num_pieces`,
 * `items_total_fils`, `discount_fils`, `delivery_fee_fils`, `total_fils`, `vat_fils`.
 */
function pricedColumns(lines: readonly OrderLine[], totals: OrderTotals): (string | number)[] {
  return [
    JSON.stringify(lines),
    totals.numPieces,
    totals.itemsTotalFils,
    totals.discountFils,
    totals.deliveryFeeFils,
    totals.totalFils,
    totals.vatFils,
  ];
}

/** Inserts the order under `reference`; null when the reference or the Idempotency-Key is taken. */
async function insertOrder(
  db: pg.Pool,
  reference: string,
  order: NewOrder,
  request: OrderRequest,
): Promise<OrderRow | null> {
  const result = await db.query<OrderRow>(
    `INSERT INTO orders (customer_reference_number, customer_name, email, mobile_number, city, area,
       building_name, house_no, landmark, lines, num_pieces, items_total_fils, discount_fils,
       delivery_fee_fils, total_fils, vat_fils, coupon_code, prize_win_item, idempotency_key, request_fingerprint, locale,
       estimated_coupon_code, estimated_prize_win_item)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23)
     ON CONFLICT DO NOTHING RETURNING *`,
    [
      reference,
      order.customerName,
      order.email,
      order.mobileNumber,
      order.city,
      order.area,
      order.buildingName,
      order.houseNo,
      order.landmark,
      ...pricedColumns(order.lines, order.totals),
      order.couponCode,
      order.prizeWinItem,
      request.idempotencyKey,
      request.idempotencyKey ? request.fingerprint : null,
      order.locale ?? 'en',
      order.estimate?.couponCode ?? null,
      order.estimate?.prizeWinItem ?? null,
    ],
  );
  return result.rows[0] ?? null;
}

/** The order with this reference, or null. */
export async function findOrder(db: pg.Pool, reference: string): Promise<OrderRow | null> {
  const result = await db.query<OrderRow>('SELECT * FROM orders WHERE customer_reference_number = $1', [reference]);
  return result.rows[0] ?? null;
}

/**
 * Records a new Checkout Session for an unpaid order, only if the order still has the
 * session the caller saw (`previousSessionId`, null for none): a compare-and-set, so two
 * concurrent popups cannot leave a payable session the order does not know. The order is
 * pending again (an expired or failed one gets a new chance), unless a newer order of its shopper
 * took its prize code (decision 064). Returns false when another call recorded one first.
 */
export async function recordSession(
  db: pg.Pool,
  reference: string,
  previousSessionId: string | null,
  sessionId: string,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE orders SET stripe_session_id = $3, payment_status = 'pending'
     WHERE customer_reference_number = $1 AND stripe_session_id IS NOT DISTINCT FROM $2 AND payment_status <> 'paid'
       AND superseded_by IS NULL`,
    [reference, previousSessionId, sessionId],
  );
  return result.rowCount === 1;
}

/** The moments a paid order's side effects record (docs/architecture.md 4.4). */
export type OrderStamp =
  | 'prize_redeemed_at'
  | 'prize_redemption_refused_at'
  | 'cms_synced_at'
  | 'stock_committed_at'
  | 'oversold_at';

/** Sets one of the order's side-effect stamps to now. */
export async function stampOrder(db: pg.Pool, reference: string, column: OrderStamp): Promise<void> {
  await db.query(`UPDATE orders SET ${column} = now() WHERE customer_reference_number = $1`, [reference]);
}

/**
 * Stores the order's lines and totals as priced again from the catalogue (docs/decisions/058),
 * while it is unpaid and still has the session the caller saw (`previousSessionId`). The row as
 * stored, or null when the order was paid or moved to another session meanwhile.
 */
export async function recordPricing(
  db: pg.Pool,
  reference: string,
  previousSessionId: string | null,
  priced: { lines: readonly OrderLine[]; totals: OrderTotals },
): Promise<OrderRow | null> {
  const result = await db.query<OrderRow>(
    `UPDATE orders SET lines = $3, num_pieces = $4, items_total_fils = $5, discount_fils = $6,
       delivery_fee_fils = $7, total_fils = $8, vat_fils = $9
     WHERE customer_reference_number = $1 AND stripe_session_id IS NOT DISTINCT FROM $2 AND payment_status <> 'paid'
     RETURNING *`,
    [reference, previousSessionId, ...pricedColumns(priced.lines, priced.totals)],
  );
  return result.rows[0] ?? null;
}
