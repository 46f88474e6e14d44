import { AppError, inTransaction } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { OrderRow } from '../db/rows.ts';
import { enqueueJob, type OrderJob, type OrderJobName, removeJob, retryLater } from '../jobs/enqueue.ts';
import { type OrderJobTask, retryPolicyOf } from '../jobs/order-jobs.ts';
import { checkoutCounters } from '../metrics/checkout-metrics.ts';
import { removeSyncedPushJob } from '../orders/cms-order-push.ts';
import { findOrder } from '../orders/orders.ts';
import { nextDocumentNumber } from '../tax-documents/document-numbers.ts';
import type { Supplier } from '../tax-documents/pdf/documents.ts';

/** What completing a paid order needs: the database, the jobs of a paid order and the log. */
export interface PaymentCompletionDeps {
  db: pg.Pool;
  /** The jobs a paid order gets; the winner tries the stock commit, prize redemption and CMS push itself first. */
  jobs: Record<OrderJobName, OrderJobTask>;
  log: FastifyBaseLogger;
  /** The supplier printed on invoices issued now (the shop setting, decisions 047 and 084); never throws. */
  supplier(): Promise<Supplier>;
}

/** A Checkout Session that Stripe reports as paid. */
export interface PaidSession {
  sessionId: string;
  reference: string;
  amountTotalFils: number | null;
  /** The session's PaymentIntent (`pi_…`), what a refund names; null when Stripe did not say. */
  paymentIntentId?: string | null;
}

/**
 * How long the stock commit, prize redemption and CMS push jobs wait before their first run, ms:
 * the winner tries all three at once, well within this (each call times out after 5 s), and
 * removes or reschedules the job; the job runs only if the winner's instance stopped first.
 */
const WINNER_GRACE_MS = 60_000;

/** The jobs the winner tries itself, in order, before answering: stock first, so the CMS copy knows. */
const EAGER_JOBS: readonly OrderJobName[] = ['stock-commit', 'prize-redemption', 'cms-order-push'];

/**
 * The jobs of a paid order: the confirmation mail and staff's new-order mail at once; the stock
 * commit, the prize redemption (only with a code) and the CMS push after the winner's grace.
 */
function paidOrderJobs(order: Pick<OrderRow, 'customer_reference_number' | 'coupon_code'>): OrderJob[] {
  const reference = order.customer_reference_number;
  const names: OrderJobName[] = [
    'stock-commit',
    'cms-order-push',
    ...(order.coupon_code ? ['prize-redemption' as const] : []),
  ];
  return [
    { name: 'order-confirmation-mail', reference },
    { name: 'staff-order-mail', reference },
    ...names.map((name) => ({ name, reference, delayMs: WINNER_GRACE_MS })),
  ];
}

/**
 * One transaction picks the winner among concurrent callers: the order's row is locked while it
 * is the session's unpaid order of that total (a loser waits, then finds it paid), it gets the
 * next tax invoice number (decision 047) and is marked paid, and its jobs are queued. An order
 * whose session expired meanwhile is still paid (its stock commit takes the pieces if they are
 * there, else flags it oversold, docs/decisions/046). Null when this caller did not win.
 */
async function markPaid(deps: PaymentCompletionDeps, session: PaidSession): Promise<OrderRow | null> {
  // Read before the row is locked: the setting may come from the CMS.
  const supplier = await deps.supplier();
  return inTransaction(deps.db, async (client) => {
    const payable = await client.query<Pick<OrderRow, 'customer_reference_number'>>(
      `SELECT customer_reference_number FROM orders
        WHERE customer_reference_number = $1 AND stripe_session_id = $2 AND total_fils = $3 AND payment_status <> 'paid'
        FOR UPDATE`,
      [session.reference, session.sessionId, session.amountTotalFils],
    );
    if (payable.rowCount === 0) return null;
    const paid = await client.query<OrderRow>(
      `UPDATE orders SET payment_status = 'paid', status = 'confirmed', paid_at = now(),
              stripe_payment_intent_id = COALESCE($2, stripe_payment_intent_id),
              invoice_number = $3, invoiced_at = now(), invoice_supplier = $4::jsonb
        WHERE customer_reference_number = $1 RETURNING *`,
      [
        session.reference,
        session.paymentIntentId ?? null,
        await nextDocumentNumber(client, 'INV'),
        JSON.stringify(supplier),
      ],
    );
    const order = paid.rows[0] as OrderRow;
    for (const job of paidOrderJobs(order)) await enqueueJob(client, job);
    return order;
  });
}

/**
 * Completes the order of a paid session, exactly once (docs/architecture.md 4.4): the payment
 * winner among concurrent callers (browser return, webhooks, the sweeper) marks it paid with its
 * tax invoice number and queues its jobs in one transaction (docs/decisions/044), then tries the
 * stock commit, the prize redemption and the CMS push itself, holding no lock, and answers; the
 * mails are sent by the job worker at once. Losers get the already-paid order. The session must
 * be the order's recorded session and its amount the order's total (fils), else 409
 * `payment_mismatch`; no such order → 404 `order_not_found`. Stock, prize or CMS failures leave
 * the order paid and its job queued.
 */
export async function completePaidOrder(deps: PaymentCompletionDeps, session: PaidSession): Promise<OrderRow> {
  const paidNow = await markPaid(deps, session);
  if (paidNow) {
    checkoutCounters.ordersPaid.inc();
    deps.log.info({ orderReference: session.reference, sessionId: session.sessionId }, 'order paid');
    await runEagerJobs(deps, paidNow);
    return paidNow;
  }
  const order = await findOrder(deps.db, session.reference);
  if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
  if (order.payment_status === 'paid' && order.stripe_session_id === session.sessionId) return order;
  const { sessionId, amountTotalFils } = session;
  deps.log.error(
    { orderReference: session.reference, sessionId, amountTotalFils },
    'paid session does not match its order',
  );
  throw new AppError('payment_mismatch', 409, 'The payment does not match this order');
}

/**
 * The winner's first attempt at the stock commit, prize redemption and CMS push: done → its job
 * is removed; failed (logged inside) → its job is rescheduled as the retry policy's second
 * attempt. Never throws: the order is paid either way and the jobs stay queued.
 */
async function runEagerJobs(deps: PaymentCompletionDeps, order: OrderRow): Promise<void> {
  const reference = order.customer_reference_number;
  for (const name of EAGER_JOBS) {
    if (name === 'prize-redemption' && !order.coupon_code) continue;
    const job = deps.jobs[name];
    try {
      await job.run(reference);
    } catch {
      await retryLater(deps.db, name, reference, retryPolicyOf(job)).catch((error: unknown) =>
        deps.log.error(
          { err: error, orderReference: reference, job: name },
          'could not reschedule a job; it runs after its grace',
        ),
      );
      continue;
    }
    // A change made during the CMS push queued another push under the same key: that one stays.
    const removal =
      name === 'cms-order-push' ? removeSyncedPushJob(deps.db, reference) : removeJob(deps.db, name, reference);
    await removal.catch((error: unknown) =>
      deps.log.warn(
        { err: error, orderReference: reference, job: name },
        'could not remove a finished job; it will find nothing to do',
      ),
    );
  }
}
