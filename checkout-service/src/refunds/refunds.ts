import { AppError } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import Stripe from 'stripe';
import { paymentIntentOf, type StripeGateway } from '../clients/stripe.ts';
import { findOrder, type OrderLine, type OrderRow } from '../orders/orders.ts';
import {
  applyRefundOutcome,
  inTransaction,
  isUndone,
  lockOrder,
  type RefundStatus,
  type StripeRefundState,
} from './refund-outcomes.ts';

/** A refund as stored (docs/api.md `refund`); amounts in fils. */
export interface RefundRow {
  id: string;
  order_reference: string;
  idempotency_key: string;
  amount_fils: number;
  lines: OrderLine[];
  includes_delivery: boolean;
  restock: boolean;
  reason: string | null;
  staff_email: string | null;
  status: RefundStatus;
  stripe_refund_id: string | null;
  credit_note_number: string | null;
  credited_at: Date | null;
  /** Why it refunded nothing, in a sentence staff read (Stripe's message or outcome). */
  failure: string | null;
  /** Stripe's `failure_reason` of a failed refund (`expired_or_canceled_card`, …). */
  failure_reason: string | null;
  /** When a refund Stripe had taken failed or was canceled (staff are told). */
  undone_at: Date | null;
  /** When staff's mail about that went to ORDERS_MAILBOX. */
  staff_alerted_at: Date | null;
  mailed_at: Date | null;
  created_at: Date;
  /** The supplier as it was when the credit note was issued. */
  credit_note_supplier: unknown;
}

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
  /** The supplier printed on credit notes issued now (from the settings). */
  supplier: unknown;
}

/** A pending refund whose request is repeated after this long is tried again with Stripe (its first try crashed), ms. */
const PENDING_RETRY_AFTER_MS = 60_000;

/** Stripe said no for good (a bad request, a card or charge that cannot be refunded): nothing was refunded. */
function isDefinitiveRefusal(error: unknown): boolean {
  return (
    error instanceof AppError ||
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError
  );
}

/** Pieces of each product already refunded (failed and canceled refunds do not count). */
function refundedPieces(refunds: readonly Pick<RefundRow, 'lines' | 'status'>[]): Map<number, number> {
  const pieces = new Map<number, number>();
  for (const refund of refunds) {
    if (isUndone(refund.status)) continue;
    for (const line of refund.lines) pieces.set(line.id, (pieces.get(line.id) ?? 0) + line.quantity);
  }
  return pieces;
}

/**
 * A line's share of what the shopper paid for it, fils: its price less its part of the prize
 * discount (the discount is spread over the items in proportion), rounded to the fils.
 */
function paidForPieces(order: OrderRow, line: OrderLine, quantity: number): number {
  const gross = line.priceFils * quantity;
  if (order.discount_fils === 0 || order.items_total_fils === 0) return gross;
  return Math.round((gross * (order.items_total_fils - order.discount_fils)) / order.items_total_fils);
}

interface RefundPlan {
  amountFils: number;
  lines: OrderLine[];
  includesDelivery: boolean;
}

/** What the request refunds, checked against what was paid and refunded so far. Throws 422s staff can read. */
function planRefund(order: OrderRow, earlier: readonly RefundRow[], request: RefundRequest): RefundPlan {
  const remainingFils = order.total_fils - order.refunded_fils;
  const refunded = refundedPieces(earlier);
  const remainingPieces = (line: OrderLine) => line.quantity - (refunded.get(line.id) ?? 0);
  if (remainingFils <= 0) throw new AppError('order_fully_refunded', 409, 'This order is already fully refunded');
  if (request.wholeOrder) {
    const lines = order.lines
      .filter((line) => remainingPieces(line) > 0)
      .map((line) => ({
        ...line,
        quantity: remainingPieces(line),
        lineTotalFils: line.priceFils * remainingPieces(line),
      }));
    const deliveryRefunded = earlier.some((refund) => !isUndone(refund.status) && refund.includes_delivery);
    return { amountFils: remainingFils, lines, includesDelivery: !deliveryRefunded && order.delivery_fee_fils > 0 };
  }
  if (request.lines && request.lines.length > 0) {
    const lines = request.lines.map((wanted) => {
      const line = order.lines.find((candidate) => candidate.id === wanted.product_id);
      if (!line) {
        throw new AppError('refund_line_unknown', 422, `Product ${wanted.product_id} is not in this order`);
      }
      const left = remainingPieces(line);
      if (wanted.quantity > left) {
        throw new AppError('refund_exceeds_order', 422, `Only ${left} pcs of ${line.title} can still be refunded`, {
          productId: line.id,
          remaining: left,
        });
      }
      return { ...line, quantity: wanted.quantity, lineTotalFils: line.priceFils * wanted.quantity };
    });
    const amountFils = lines.reduce((sum, line) => sum + paidForPieces(order, line, line.quantity), 0);
    return { amountFils: Math.min(amountFils, remainingFils), lines, includesDelivery: false };
  }
  const amountFils = request.amountFils ?? 0;
  if (!Number.isInteger(amountFils) || amountFils < 1 || amountFils > remainingFils) {
    throw new AppError(
      'refund_amount_invalid',
      422,
      `The amount must be between AED 0.01 and the AED ${(remainingFils / 100).toFixed(2)} not yet refunded`,
      { remainingFils },
    );
  }
  return { amountFils, lines: [], includesDelivery: false };
}

/**
 * Stores the refund `pending` and reserves its amount on the order, in one transaction with the
 * order's row locked, so two staff refunding at once can never refund more than was paid. A
 * request whose key was seen answers that refund.
 */
async function reserveRefund(
  db: pg.Pool,
  reference: string,
  request: RefundRequest,
): Promise<{ created: boolean; refund: RefundRow }> {
  return inTransaction(db, async (client) => {
    const order = await lockOrder(client, reference);
    if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
    const seen = await client.query<RefundRow>('SELECT * FROM refunds WHERE idempotency_key = $1', [
      request.idempotencyKey,
    ]);
    if (seen.rows[0]) {
      if (seen.rows[0].order_reference !== reference) {
        throw new AppError('idempotency_key_reused', 422, 'This key was already used for another order');
      }
      return { created: false, refund: seen.rows[0] };
    }
    if (order.payment_status !== 'paid') throw new AppError('order_not_paid', 409, 'Only a paid order can be refunded');
    const earlier = await client.query<RefundRow>('SELECT * FROM refunds WHERE order_reference = $1', [reference]);
    const plan = planRefund(order, earlier.rows, request);
    await client.query('UPDATE orders SET refunded_fils = refunded_fils + $2 WHERE customer_reference_number = $1', [
      reference,
      plan.amountFils,
    ]);
    const inserted = await client.query<RefundRow>(
      `INSERT INTO refunds (order_reference, idempotency_key, amount_fils, lines, includes_delivery, restock, reason, staff_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        reference,
        request.idempotencyKey,
        plan.amountFils,
        JSON.stringify(plan.lines),
        plan.includesDelivery,
        request.restock && plan.lines.length > 0,
        request.reason ?? null,
        request.staffEmail ?? null,
      ],
    );
    return { created: true, refund: inserted.rows[0] as RefundRow };
  });
}

/** The PaymentIntent of a paid order: stored at payment, else read from its Checkout Session. */
async function paymentIntentOfOrder(deps: RefundDeps, order: OrderRow): Promise<string> {
  if (order.stripe_payment_intent_id) return order.stripe_payment_intent_id;
  const session = order.stripe_session_id
    ? await deps.stripe.checkout.sessions.retrieve(order.stripe_session_id)
    : null;
  const intent = session ? paymentIntentOf(session) : null;
  if (!intent) throw new AppError('payment_not_found', 409, 'The payment of this order cannot be found at Stripe');
  await deps.db.query('UPDATE orders SET stripe_payment_intent_id = $2 WHERE customer_reference_number = $1', [
    order.customer_reference_number,
    intent,
  ]);
  return intent;
}

/**
 * Stripe refused the refund (nothing was refunded): it is stored `failed` with Stripe's message
 * and its amount is free again, with the order's row locked as every refund change holds it.
 */
async function markRefused(db: pg.Pool, refund: RefundRow, message: string): Promise<void> {
  await inTransaction(db, async (client) => {
    await lockOrder(client, refund.order_reference);
    const failed = await client.query(
      `UPDATE refunds SET status = 'failed', failure = $2
        WHERE id = $1 AND status = 'pending' AND stripe_refund_id IS NULL RETURNING id`,
      [refund.id, message],
    );
    if (failed.rowCount === 1) {
      await client.query(
        'UPDATE orders SET refunded_fils = GREATEST(0, refunded_fils - $2) WHERE customer_reference_number = $1',
        [refund.order_reference, refund.amount_fils],
      );
    }
  });
}

/** Stripe's answer to the refund request, applied (refund-outcomes.ts); staff read a refusal in the answer. */
async function settleAnswer(deps: RefundDeps, refund: RefundRow, stripeRefund: StripeRefundState): Promise<RefundRow> {
  return inTransaction(deps.db, async (client) => {
    await lockOrder(client, refund.order_reference);
    return applyRefundOutcome(client, refund.id, stripeRefund, deps.supplier, false);
  });
}

/**
 * Refunds a paid order, or part of it (issue 15; docs/api.md `POST /v1/orders/:ref/refunds`): the
 * server computes the amount from the stored order (a line's share of a prize discount is taken
 * off; the delivery fee only with the whole order), reserves it, and asks Stripe with the
 * Idempotency-Key `refund:<id>`, so a repeated request, a double click or a retry after a crash
 * refunds once. Stripe's answer decides (docs/decisions/063): `succeeded` gets the next credit
 * note number and queues the shopper's refund mail and the CMS copy's update; `pending` or
 * `requires_action` keeps the amount reserved until Stripe's webhook settles it. Returns the
 * refund and whether this request created it.
 * Errors: 404 `order_not_found`; 409 `order_not_paid` / `order_fully_refunded`; 422
 * `refund_exceeds_order` / `refund_line_unknown` / `refund_amount_invalid` /
 * `idempotency_key_reused`; 502 `refund_failed` (Stripe refused or the refund failed at once:
 * nothing refunded, the amount is free again) or `refund_pending` (Stripe did not answer: the
 * same request finishes it later). A repeat while the first is still with Stripe, or once Stripe
 * took it, answers the refund as it stands.
 */
export async function refundOrder(
  deps: RefundDeps,
  reference: string,
  request: RefundRequest,
): Promise<{ created: boolean; refund: RefundRow }> {
  const { created, refund } = await reserveRefund(deps.db, reference, request);
  if (refund.status !== 'pending' || refund.stripe_refund_id) return { created, refund };
  // A repeat while the first request is still with Stripe answers the refund as it is (pending):
  // two calls in flight with one key are refused by Stripe, and must not read as a refusal.
  const isStale = Date.now() - refund.created_at.getTime() > PENDING_RETRY_AFTER_MS;
  if (!created && !isStale) return { created, refund };
  const order = (await findOrder(deps.db, reference)) as OrderRow;
  let stripeRefund: Stripe.Refund;
  try {
    stripeRefund = await deps.stripe.refunds.create(
      {
        payment_intent: await paymentIntentOfOrder(deps, order),
        amount: refund.amount_fils,
        reason: 'requested_by_customer',
        metadata: { customer_reference_number: reference, refund_id: refund.id },
      },
      { idempotencyKey: `refund:${refund.id}` },
    );
  } catch (error) {
    if (!isDefinitiveRefusal(error)) {
      // Stripe may have refunded (a time-out, an outage): the refund stays pending and the same
      // request (same key) finishes it later; nothing is freed.
      deps.log.warn({ err: error, reference, refundId: refund.id }, 'refund outcome unknown; left pending');
      throw new AppError('refund_pending', 502, 'Stripe did not answer; the refund is pending. Try again in a minute.');
    }
    const message = (error as Error).message.slice(0, 500);
    await markRefused(deps.db, refund, message);
    deps.log.warn({ reference, refundId: refund.id, failure: message }, 'refund refused by Stripe');
    throw new AppError('refund_failed', 502, `Stripe refused the refund: ${message}`);
  }
  const settled = await settleAnswer(deps, refund, stripeRefund);
  if (isUndone(settled.status)) {
    deps.log.warn({ reference, refundId: refund.id, failure: settled.failure }, 'refund not made by Stripe');
    throw new AppError('refund_failed', 502, `Stripe refused the refund: ${settled.failure}`);
  }
  deps.log.info(
    { reference, refundId: refund.id, amountFils: refund.amount_fils, status: settled.status },
    settled.status === 'succeeded' ? 'order refunded' : 'refund waiting at Stripe',
  );
  return { created, refund: settled };
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
