import { AppError, inTransaction } from '@outlet-shop/service-kit';
import type pg from 'pg';
import Stripe from 'stripe';
import { paymentIntentOf } from '../clients/stripe.ts';
import type { OrderRow, RefundRow } from '../db/rows.ts';
import { findOrder } from '../orders/orders.ts';
import { applyRefundOutcome, isUndone } from './refund-outcomes.ts';
import { planRefund } from './refund-plan.ts';
import { lockOrder, type RefundDeps, type RefundRequest } from './refunds.ts';

/** A pending refund whose request is repeated after this long is tried again with Stripe (its first try crashed), ms. */
const PENDING_RETRY_AFTER_MS = 60_000;

/** A refund as this request finds or makes it, and whether this request created it. */
interface Reserved {
  created: boolean;
  refund: RefundRow;
}

/**
 * Steps 1 and 2, plan and reserve: in one transaction with the order's row locked, the request
 * is planned ({@link planRefund}) and the refund stored `pending` with its amount added to the
 * order's `refunded_fils`, so two staff refunding at once can never refund more than was paid.
 * A request whose key was seen answers that refund and reserves nothing.
 * @throws AppError 404 `order_not_found`, 409 `order_not_paid`, 422 `idempotency_key_reused`, and the plan's.
 */
async function reserveRefund(db: pg.Pool, reference: string, request: RefundRequest): Promise<Reserved> {
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

/**
 * True when this request must ask Stripe: the refund is pending with no Stripe id yet, and either
 * this request created it or its first request is old enough to have crashed. A repeat while the
 * first request is still with Stripe answers the refund as it is (pending): two calls in flight
 * with one key are refused by Stripe, and must not read as a refusal.
 */
function needsStripe({ created, refund }: Reserved, nowMs: number): boolean {
  if (refund.status !== 'pending' || refund.stripe_refund_id) return false;
  return created || nowMs - refund.created_at.getTime() > PENDING_RETRY_AFTER_MS;
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

/** What Stripe made of the refund request. */
type StripeAnswer =
  | { kind: 'answered'; stripeRefund: Stripe.Refund }
  /** Stripe said no for good: nothing was refunded. */
  | { kind: 'refused'; message: string }
  /** No answer (a time-out, an outage): Stripe may have refunded. */
  | { kind: 'unknown'; error: Error };

/** Stripe said no for good (a bad request, a card or charge that cannot be refunded): nothing was refunded. */
function isDefinitiveRefusal(error: Error): boolean {
  return (
    error instanceof AppError ||
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError
  );
}

/**
 * Step 3, Stripe: asks Stripe to refund the reserved amount from the order's PaymentIntent, with
 * the Idempotency-Key `refund:<id>`, so a repeated request, a double click or a retry after a
 * crash refunds once. Stripe's answer, refusal or silence is the value.
 * @throws the database's error when the order cannot be read (nothing was asked of Stripe).
 */
async function requestStripeRefund(deps: RefundDeps, refund: RefundRow): Promise<StripeAnswer> {
  const reference = refund.order_reference;
  const order = (await findOrder(deps.db, reference)) as OrderRow;
  try {
    const stripeRefund = await deps.stripe.refunds.create(
      {
        payment_intent: await paymentIntentOfOrder(deps, order),
        amount: refund.amount_fils,
        reason: 'requested_by_customer',
        metadata: { customer_reference_number: reference, refund_id: refund.id },
      },
      { idempotencyKey: `refund:${refund.id}` },
    );
    return { kind: 'answered', stripeRefund };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    if (!isDefinitiveRefusal(error)) return { kind: 'unknown', error };
    return { kind: 'refused', message: error.message.slice(0, 500) };
  }
}

/**
 * The compensation of step 2 when Stripe refused (nothing was refunded): the refund is stored
 * `failed` with Stripe's message and its amount is taken off the order's `refunded_fils` again,
 * with the order's row locked as every refund change holds it. Only a refund still pending with
 * no Stripe id is released, so a late webhook that settled it meanwhile is never undone.
 */
async function releaseReservation(db: pg.Pool, refund: RefundRow, message: string): Promise<void> {
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

/**
 * Step 4, record: Stripe's answer applied to the stored refund (see `applyRefundOutcome`):
 * `succeeded` gets the next credit note number and queues the shopper's mail and the CMS update;
 * `pending` or `requires_action` keeps the amount reserved until Stripe's webhook settles it;
 * `failed` or `canceled` frees it. Staff read a refusal in the answer, so no alert mail.
 */
async function recordStripeAnswer(
  deps: RefundDeps,
  refund: RefundRow,
  stripeRefund: Stripe.Refund,
): Promise<RefundRow> {
  const supplier = await deps.supplier();
  return inTransaction(deps.db, async (client) => {
    await lockOrder(client, refund.order_reference);
    return applyRefundOutcome(client, refund.id, stripeRefund, supplier, false);
  });
}

/**
 * Refunds a paid order, or part of it (docs/api.md `POST /v1/orders/:ref/refunds`;
 * docs/decisions/063, 069), in four steps:
 * 1. plan: the amount from the stored order (a line's share of a prize discount taken off; the
 *    delivery fee only with the whole order), never from the request;
 * 2. reserve: the refund stored `pending`, its amount counted as refunded (order row locked);
 * 3. Stripe: the refund asked for with the Idempotency-Key `refund:<id>`;
 * 4. record: Stripe's answer applied.
 * Compensation: when Stripe refuses (step 3 fails for good), step 2 is undone
 * (`releaseReservation`: the refund `failed`, its amount free again). When Stripe does not answer,
 * nothing is undone: Stripe may have refunded, so the refund stays pending and reserved, and the
 * same request (same key) after a minute, or Stripe's webhook, finishes it.
 * Returns the refund and whether this request created it.
 * Errors: 404 `order_not_found`; 409 `order_not_paid` / `order_fully_refunded`; 422
 * `refund_exceeds_order` / `refund_line_unknown` / `refund_amount_invalid` /
 * `idempotency_key_reused`; 502 `refund_failed` (Stripe refused or the refund failed at once:
 * nothing refunded, the amount is free again) or `refund_pending` (Stripe did not answer).
 * A repeat while the first is still with Stripe, or once Stripe took it, answers the refund as it stands.
 */
export async function refundOrder(deps: RefundDeps, reference: string, request: RefundRequest): Promise<Reserved> {
  const reserved = await reserveRefund(deps.db, reference, request);
  if (!needsStripe(reserved, Date.now())) return reserved;
  const { refund } = reserved;
  const log = { orderReference: reference, refundId: refund.id };
  const answer = await requestStripeRefund(deps, refund);
  if (answer.kind === 'unknown') {
    deps.log.warn({ ...log, err: answer.error }, 'refund outcome unknown; left pending');
    throw new AppError('refund_pending', 502, 'Stripe did not answer; the refund is pending. Try again in a minute.');
  }
  if (answer.kind === 'refused') {
    await releaseReservation(deps.db, refund, answer.message);
    deps.log.warn({ ...log, failure: answer.message }, 'refund refused by Stripe');
    throw new AppError('refund_failed', 502, `Stripe refused the refund: ${answer.message}`);
  }
  const recorded = await recordStripeAnswer(deps, refund, answer.stripeRefund);
  if (isUndone(recorded.status)) {
    deps.log.warn({ ...log, failure: recorded.failure }, 'refund not made by Stripe');
    throw new AppError('refund_failed', 502, `Stripe refused the refund: ${recorded.failure}`);
  }
  deps.log.info(
    { ...log, amountFils: refund.amount_fils, status: recorded.status },
    recorded.status === 'succeeded' ? 'order refunded' : 'refund waiting at Stripe',
  );
  return { created: reserved.created, refund: recorded };
}
