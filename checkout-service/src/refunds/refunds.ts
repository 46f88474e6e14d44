import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { StripeGateway } from '../clients/stripe.ts';
import type { OrderRow, RefundRow } from '../db/rows.ts';
import type { Supplier } from '../tax-documents/pdf/documents.ts';

/**
 * What staff ask for (the CMS passes it on): the whole order, chosen lines (product ids and
 * pieces), or an amount in fils. `idempotencyKey` makes a repeated request (a double click)
 * refund once.
 */
export interface RefundRequest {
  idempotencyKey: string;
  wholeOrder?: boolean;
  lines?: { product_id: number; quantity: number }[];
  amountFils?: number;
  /** Staff want the refunded pieces back on the shelf (the CMS restocks them). */
  restock: boolean;
  reason?: string;
  staffEmail?: string;
}

/** What refunds need: the database, Stripe and the log. */
export interface RefundDeps {
  db: pg.Pool;
  stripe: StripeGateway;
  log: FastifyBaseLogger;
  /** The supplier printed on credit notes issued now (the shop setting, decision 084); never throws. */
  supplier(): Promise<Supplier>;
}

/** The refunds of an order, oldest first. */
export async function refundsOf(db: pg.Pool, reference: string): Promise<RefundRow[]> {
  const result = await db.query<RefundRow>('SELECT * FROM refunds WHERE order_reference = $1 ORDER BY id', [reference]);
  return result.rows;
}

/** `none`, `partially_refunded` or `refunded`: how much of what was paid went back. */
export function refundStatusOf(
  order: Pick<OrderRow, 'refunded_fils' | 'total_fils'>,
): 'none' | 'partially_refunded' | 'refunded' {
  if (order.refunded_fils <= 0) return 'none';
  return order.refunded_fils >= order.total_fils ? 'refunded' : 'partially_refunded';
}

/** Locks the order's row on `client`: every change of its refunds holds it first, so they never deadlock. */
export async function lockOrder(client: pg.PoolClient, reference: string): Promise<OrderRow | null> {
  const locked = await client.query<OrderRow>('SELECT * FROM orders WHERE customer_reference_number = $1 FOR UPDATE', [
    reference,
  ]);
  return locked.rows[0] ?? null;
}
