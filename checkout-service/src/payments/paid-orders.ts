import { AppError } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { MAX_ATTEMPTS, removeJob, retryLater, type SideEffect, type SideEffectName } from '../jobs/queue.ts';
import { removeSyncedPushJob } from '../orders/cms-order-push.ts';
import { findOrder, type OrderRow } from '../orders/orders.ts';

/** What fulfilment needs: the database, the side effects of a paid order and the log. */
export interface FulfilmentDeps {
  db: pg.Pool;
  /** The jobs a paid order gets; the winner tries the prize redemption and the CMS push itself first. */
  sideEffects: Record<SideEffectName, SideEffect>;
  log: FastifyBaseLogger;
  /** The supplier printed on invoices issued now (from the settings, decision 047). */
  supplier: unknown;
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
 * How long the prize redemption and CMS push jobs wait before their first run, ms: the
 * fulfilment winner tries both at once, well within this (each call times out after 5 s), and
 * removes or reschedules the job; the job runs only if the winner's instance stopped first.
 */
const WINNER_GRACE_MS = 60_000;

/** The side effects the winner tries itself, in order, before answering: stock first, so the CMS copy knows. */
const EAGER_SIDE_EFFECTS: readonly SideEffectName[] = ['stock-commit', 'prize-redemption', 'cms-order-push'];

/*
 * One statement: the conditional UPDATE picks the winner (the order's row is locked first, so a
 * loser waits and then finds it paid), gives it the next tax invoice number of the year (Dubai
 * time; the counter's row lock keeps numbers gapless and in payment order, decision 047), and for
 * the winner's row the same statement queues the order's jobs (graphile-worker's add_jobs): the
 * confirmation mail and the staff's new-order mail at once,
 * the stock commit, the prize redemption (only with a code) and the CMS push after the winner's
 * grace. An order whose session expired meanwhile is still paid (its stock commit takes the
 * pieces if they are there, else flags it oversold, docs/decisions/046).
 */
const MARK_PAID_AND_QUEUE = `
  WITH payable AS (
    SELECT customer_reference_number FROM orders
     WHERE customer_reference_number = $1 AND stripe_session_id = $2 AND total_fils = $3
       AND payment_status <> 'paid'
     FOR UPDATE),
  invoice AS (
    INSERT INTO document_counters (kind, year, last_number)
    SELECT 'INV', extract(year FROM now() AT TIME ZONE 'Asia/Dubai')::int, 1 FROM payable
    ON CONFLICT (kind, year) DO UPDATE SET last_number = document_counters.last_number + 1
    RETURNING year, last_number),
  paid AS (
    UPDATE orders SET payment_status = 'paid', status = 'confirmed', paid_at = now(),
           stripe_payment_intent_id = COALESCE($6, stripe_payment_intent_id),
           invoice_number = (SELECT 'INV-' || year || '-' || lpad(last_number::text, 6, '0') FROM invoice),
           invoiced_at = now(), invoice_supplier = $7::jsonb
     WHERE customer_reference_number = (SELECT customer_reference_number FROM payable)
       AND stripe_session_id = $2 AND total_fils = $3 AND payment_status <> 'paid'
     RETURNING *),
  specs AS (
    SELECT array_agg(ROW(
             side_effect.name, json_build_object('reference', paid.customer_reference_number), NULL::text,
             now() + side_effect.delay_ms * interval '1 millisecond', $5::smallint,
             side_effect.name || ':' || paid.customer_reference_number, NULL::smallint, NULL::text[]
           )::graphile_worker.job_spec) AS jobs
      FROM paid
     CROSS JOIN (VALUES ('order-confirmation-mail', 0), ('staff-order-mail', 0), ('stock-commit', $4::int),
                        ('prize-redemption', $4::int), ('cms-order-push', $4::int))
           AS side_effect (name, delay_ms)
     WHERE side_effect.name <> 'prize-redemption' OR paid.coupon_code IS NOT NULL),
  queued AS (
    SELECT job.id FROM specs CROSS JOIN LATERAL graphile_worker.add_jobs(specs.jobs) AS job
     WHERE specs.jobs IS NOT NULL)
  SELECT paid.*, (SELECT count(*) FROM queued)::int AS queued_jobs FROM paid`;

/**
 * Marks the order of a paid session paid, exactly once (docs/architecture.md 4.4). One atomic
 * conditional UPDATE decides the winner among concurrent callers (browser return and
 * webhooks) and, in the same statement, queues the order's side effects as jobs
 * (docs/decisions/044): confirmation mail, stock commit, prize redemption, CMS push. The winner then
 * tries the commit, the redemption and the push itself, holding no lock, and answers; the mail is sent by the
 * job worker at once. Losers get the already-paid order. The session must be the order's
 * recorded session and its amount the order's total (fils), else 409 `payment_mismatch`; no
 * such order → 404 `order_not_found`. Prize or CMS failures leave the order paid and its job queued.
 */
export async function fulfilPaidSession(deps: FulfilmentDeps, session: PaidSession): Promise<OrderRow> {
  const won = await deps.db.query<OrderRow & { queued_jobs: number }>(MARK_PAID_AND_QUEUE, [
    session.reference,
    session.sessionId,
    session.amountTotalFils,
    WINNER_GRACE_MS,
    MAX_ATTEMPTS,
    session.paymentIntentId ?? null,
    JSON.stringify(deps.supplier),
  ]);
  const paidNow = won.rows[0];
  if (paidNow) {
    const { queued_jobs: jobs, ...order } = paidNow;
    deps.log.info({ reference: session.reference, sessionId: session.sessionId, jobs }, 'order paid');
    await runEagerSideEffects(deps, order);
    return order;
  }
  const order = await findOrder(deps.db, session.reference);
  if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
  if (order.payment_status === 'paid' && order.stripe_session_id === session.sessionId) return order;
  const { sessionId, amountTotalFils } = session;
  deps.log.error({ reference: session.reference, sessionId, amountTotalFils }, 'paid session does not match its order');
  throw new AppError('payment_mismatch', 409, 'The payment does not match this order');
}

/**
 * The winner's first attempt at the prize redemption and the CMS push: done → its job is
 * removed; failed (logged inside) → its job is rescheduled with the side effect's backoff.
 * Never throws: the order is paid either way and the jobs stay queued.
 */
async function runEagerSideEffects(deps: FulfilmentDeps, order: OrderRow): Promise<void> {
  const reference = order.customer_reference_number;
  for (const name of EAGER_SIDE_EFFECTS) {
    if (name === 'prize-redemption' && !order.coupon_code) continue;
    const sideEffect = deps.sideEffects[name];
    try {
      await sideEffect.run(reference);
    } catch {
      await retryLater(deps.db, name, reference, 1, sideEffect.retryBaseMs).catch((error: unknown) =>
        deps.log.error({ err: error, reference, job: name }, 'could not reschedule a side effect; its job runs later'),
      );
      continue;
    }
    // A change made during the CMS push queued another push under the same key: that one stays.
    const removal =
      name === 'cms-order-push' ? removeSyncedPushJob(deps.db, reference) : removeJob(deps.db, name, reference);
    await removal.catch((error: unknown) =>
      deps.log.warn(
        { err: error, reference, job: name },
        'could not remove a finished job; it will find nothing to do',
      ),
    );
  }
}

/** True when the Stripe event with this id was handled before (a replay). */
export async function isEventProcessed(db: pg.Pool, eventId: string): Promise<boolean> {
  const seen = await db.query('SELECT 1 FROM processed_stripe_events WHERE id = $1', [eventId]);
  return (seen.rowCount ?? 0) > 0;
}

/** Remembers a handled Stripe event, so a replay of it is acknowledged and ignored. */
export async function recordProcessedEvent(db: pg.Pool, event: { id: string; type: string }): Promise<void> {
  await db.query('INSERT INTO processed_stripe_events (id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    event.id,
    event.type,
  ]);
}
