import { inTransaction } from '@outlet-shop/service-kit';
import type pg from 'pg';
import type Stripe from 'stripe';
import type { OrderRow, RefundRow } from '../db/rows.ts';
import { enqueueJob, type OrderJobName } from '../jobs/enqueue.ts';
import { nextDocumentNumber } from '../tax-documents/document-numbers.ts';
import type { Supplier } from '../tax-documents/pdf/documents.ts';
import { lockOrder, type RefundDeps } from './refunds.ts';

/**
 * Where a refund stands (docs/decisions/063), Stripe's words: `pending` (with no
 * `stripe_refund_id`: the shop's request is still with Stripe) and `requires_action` wait;
 * `succeeded` has its credit note; `failed` and `canceled` refunded nothing. A `succeeded` refund
 * can still fail; `failed` and `canceled` are final.
 */
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/** What the shop reads of a Stripe Refund (an API answer or an event's `data.object`); amounts in fils. */
export type StripeRefundState = Pick<Stripe.Refund, 'id' | 'amount' | 'status' | 'metadata' | 'payment_intent'> &
  Partial<Pick<Stripe.Refund, 'failure_reason' | 'reason'>>;

/** The refund jobs: the shopper's mail with its credit note or staff's alert (refund-mail.ts), and the CMS copy. */
const REFUND_JOBS: readonly OrderJobName[] = ['refund-mail', 'cms-order-push'];

const WAITING: readonly string[] = ['pending', 'requires_action'];
const UNDONE: readonly string[] = ['failed', 'canceled'];

/** True for a refund that refunded nothing and never will: failed or canceled. */
export function isUndone(status: string): boolean {
  return UNDONE.includes(status);
}

/**
 * The status a stored refund moves to when Stripe says `stripeStatus`, or null to leave it.
 * Moves only forward, so a late or repeated event never undoes a newer one: a waiting refund may
 * wait otherwise, succeed, fail or be canceled; a succeeded one may only fail; failed and
 * canceled are final. An unknown status leaves it.
 */
export function nextRefundStatus(current: RefundStatus, stripeStatus: string | null): RefundStatus | null {
  if (stripeStatus === null || stripeStatus === current) return null;
  if (current === 'succeeded') return stripeStatus === 'failed' ? 'failed' : null;
  if (!WAITING.includes(current)) return null;
  return [...WAITING, 'succeeded', ...UNDONE].includes(stripeStatus) ? (stripeStatus as RefundStatus) : null;
}

/**
 * Queues the refund jobs of an order on `client` (by key: one waiting job of each per order; a
 * job running now keeps running and the queued one runs after it). The order's `sync_version` is
 * bumped, so a CMS push in flight does not mark the refund synced (docs/decisions/065).
 */
export async function queueRefundJobs(client: pg.PoolClient, reference: string): Promise<void> {
  await client.query(
    'UPDATE orders SET cms_synced_at = NULL, sync_version = sync_version + 1 WHERE customer_reference_number = $1',
    [reference],
  );
  for (const name of REFUND_JOBS) await enqueueJob(client, { name, reference });
}

/** The sentence staff read for a refund that refunded nothing (the panel shows it, the alert says it). */
function undoneText(status: 'failed' | 'canceled', failureReason: string | null | undefined): string {
  return status === 'canceled'
    ? 'The refund was canceled at Stripe'
    : `The refund failed at Stripe (${failureReason ?? 'unknown'})`;
}

/**
 * Applies what Stripe says of a refund to the stored one, on `client` with the order's row locked
 * ({@link lockOrder}). Succeeded: the next credit note number (decision 047), the shopper's mail
 * and the CMS update are queued. Failed or canceled: its amount no longer counts as refunded;
 * `isStaffAlerted` (a refund Stripe had taken) stamps `undone_at`, and staff's alert and the CMS
 * update are queued. Waiting: the status and Stripe's id are kept. Returns the stored refund.
 */
export async function applyRefundOutcome(
  client: pg.PoolClient,
  refundId: string,
  stripeRefund: StripeRefundState,
  supplier: Supplier,
  isStaffAlerted: boolean,
): Promise<RefundRow> {
  const locked = await client.query<RefundRow>('SELECT * FROM refunds WHERE id = $1 FOR UPDATE', [refundId]);
  const refund = locked.rows[0] as RefundRow;
  const next = nextRefundStatus(refund.status, stripeRefund.status);
  const stripeId = refund.stripe_refund_id ?? stripeRefund.id;
  if (next === null) {
    if (refund.stripe_refund_id) return refund;
    const kept = await client.query<RefundRow>('UPDATE refunds SET stripe_refund_id = $2 WHERE id = $1 RETURNING *', [
      refund.id,
      stripeId,
    ]);
    return kept.rows[0] as RefundRow;
  }
  if (next === 'succeeded') {
    const updated = await client.query<RefundRow>(
      `UPDATE refunds SET status = 'succeeded', stripe_refund_id = $2, credit_note_number = $3, credited_at = now(),
              credit_note_supplier = $4
        WHERE id = $1 RETURNING *`,
      [refund.id, stripeId, await nextDocumentNumber(client, 'CN'), JSON.stringify(supplier)],
    );
    await queueRefundJobs(client, refund.order_reference);
    return updated.rows[0] as RefundRow;
  }
  if (next === 'failed' || next === 'canceled') {
    const updated = await client.query<RefundRow>(
      `UPDATE refunds SET status = $2, stripe_refund_id = $3, failure = $4, failure_reason = $5,
              undone_at = CASE WHEN $6 THEN now() END
        WHERE id = $1 RETURNING *`,
      [
        refund.id,
        next,
        stripeId,
        undoneText(next, stripeRefund.failure_reason),
        stripeRefund.failure_reason ?? null,
        isStaffAlerted,
      ],
    );
    await client.query(
      'UPDATE orders SET refunded_fils = GREATEST(0, refunded_fils - $2) WHERE customer_reference_number = $1',
      [refund.order_reference, refund.amount_fils],
    );
    if (isStaffAlerted) await queueRefundJobs(client, refund.order_reference);
    return updated.rows[0] as RefundRow;
  }
  const waiting = await client.query<RefundRow>(
    'UPDATE refunds SET status = $2, stripe_refund_id = $3 WHERE id = $1 RETURNING *',
    [refund.id, next, stripeId],
  );
  return waiting.rows[0] as RefundRow;
}

/**
 * Stores a refund the shop did not make (Stripe's dashboard) that is waiting or succeeded: an
 * amount-only refund by 'Stripe dashboard', its amount counted as refunded (at most what is left),
 * then settled as Stripe says. One that failed or was canceled refunded nothing: null.
 */
async function recordDashboardRefund(
  client: pg.PoolClient,
  order: OrderRow,
  stripeRefund: StripeRefundState,
  supplier: Supplier,
): Promise<RefundRow | null> {
  if (stripeRefund.status === null || isUndone(stripeRefund.status)) return null;
  await client.query(
    'UPDATE orders SET refunded_fils = LEAST(total_fils, refunded_fils + $2) WHERE customer_reference_number = $1',
    [order.customer_reference_number, stripeRefund.amount],
  );
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO refunds (order_reference, idempotency_key, amount_fils, lines, status, stripe_refund_id, staff_email, reason)
     VALUES ($1, $2, $3, '[]', 'pending', $4, 'Stripe dashboard', $5) RETURNING id`,
    [
      order.customer_reference_number,
      `stripe:${stripeRefund.id}`,
      stripeRefund.amount,
      stripeRefund.id,
      stripeRefund.reason ?? null,
    ],
  );
  const id = (inserted.rows[0] as { id: string }).id;
  return applyRefundOutcome(client, id, stripeRefund, supplier, true);
}

function paymentIntentIdOf(stripeRefund: StripeRefundState): string | null {
  const intent = stripeRefund.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/**
 * What Stripe tells of one refund (`refund.created`, `refund.updated`, `refund.failed`, or a
 * refund listed for `charge.refunded`; docs/decisions/063) applied to the shop's copy: the
 * order is found by the refund's PaymentIntent; the shop's own refund by its Stripe id or its
 * `refund_id` metadata, settled ({@link applyRefundOutcome}); a refund made in Stripe's dashboard
 * is recorded. Idempotent; a refund of no order of the shop is ignored. Returns the stored refund
 * or null.
 */
export async function settleStripeRefund(deps: RefundDeps, stripeRefund: StripeRefundState): Promise<RefundRow | null> {
  const intent = paymentIntentIdOf(stripeRefund);
  if (!intent) return null;
  const owner = await deps.db.query<{ customer_reference_number: string }>(
    'SELECT customer_reference_number FROM orders WHERE stripe_payment_intent_id = $1',
    [intent],
  );
  const reference = owner.rows[0]?.customer_reference_number;
  if (!reference) return null;
  const before = await deps.db.query<Pick<RefundRow, 'status'>>(
    'SELECT status FROM refunds WHERE stripe_refund_id = $1',
    [stripeRefund.id],
  );
  const supplier = await deps.supplier();
  const settled = await inTransaction(deps.db, async (client) => {
    const order = (await lockOrder(client, reference)) as OrderRow;
    const ownId = stripeRefund.metadata?.refund_id ?? null;
    const known = await client.query<{ id: string }>(
      'SELECT id FROM refunds WHERE order_reference = $1 AND (stripe_refund_id = $2 OR id::text = $3)',
      [reference, stripeRefund.id, ownId ?? ''],
    );
    const local = known.rows[0];
    if (local) return applyRefundOutcome(client, local.id, stripeRefund, supplier, true);
    // A refund the shop asked for but does not know was made elsewhere (another shop on the account).
    if (ownId) return null;
    return recordDashboardRefund(client, order, stripeRefund, supplier);
  });
  if (settled && settled.status !== before.rows[0]?.status) {
    deps.log.info(
      { orderReference: reference, refundId: settled.id, stripeRefundId: stripeRefund.id, status: settled.status },
      'refund settled by Stripe',
    );
  }
  return settled;
}

/**
 * `charge.refunded`: every refund of the PaymentIntent as Stripe lists it now, settled one by one
 * ({@link settleStripeRefund}), so a dashboard refund is recorded and a waiting one that since
 * succeeded or failed is settled even if its own event is missed.
 */
export async function reconcileRefunds(deps: RefundDeps, paymentIntentId: string): Promise<void> {
  const known = await deps.db.query('SELECT 1 FROM orders WHERE stripe_payment_intent_id = $1', [paymentIntentId]);
  if ((known.rowCount ?? 0) === 0) return;
  const listed = await deps.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
  for (const stripeRefund of listed.data) await settleStripeRefund(deps, stripeRefund);
}
