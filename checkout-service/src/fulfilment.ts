import { AppError } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { CmsOrders } from './clients/cms-orders.ts';
import type { Prizes } from './clients/prizes.ts';
import type { MailOutbox } from './mail-outbox.ts';
import { findOrder, type OrderRow, toOrderView } from './orders.ts';

/** What fulfilment needs: the database, the prize service, the CMS and the shop brand. */
export interface FulfilmentDeps {
  db: pg.Pool;
  prizes: Prizes;
  cmsOrders: CmsOrders;
  brand: string;
  log: FastifyBaseLogger;
  /** Sends the confirmation mail the fulfilment winner queued (never throws). */
  mailOutbox: MailOutbox;
  /** Deliveries started by fulfilment and not yet finished (awaited on close). */
  pendingMails: Set<Promise<void>>;
}

type Queryable = pg.Pool | pg.PoolClient;

/** A Checkout Session that Stripe reports as paid. */
export interface PaidSession {
  sessionId: string;
  reference: string;
  amountTotalFils: number | null;
}

/**
 * Marks the order of a paid session paid, exactly once (docs/architecture.md 4.4). One atomic
 * conditional UPDATE decides the winner among concurrent callers (browser return and
 * webhooks) and, in the same statement, queues the order confirmation mail; only the
 * winner redeems the prize code, pushes the order to the CMS and starts the mail.
 * Losers get the already-paid order. The session must be the order's recorded session
 * and its amount the order's total (fils), else 409 `payment_mismatch`; no such order →
 * 404 `order_not_found`. Prize or CMS failures leave the order paid for the retry loop.
 */
export async function fulfilPaidSession(deps: FulfilmentDeps, session: PaidSession): Promise<OrderRow> {
  const won = await deps.db.query<OrderRow>(
    `WITH paid AS (
       UPDATE orders SET payment_status = 'paid', status = 'confirmed', paid_at = now()
        WHERE customer_reference_number = $1 AND stripe_session_id = $2 AND total_fils = $3
          AND payment_status <> 'paid'
        RETURNING *),
     queued AS (
       INSERT INTO order_confirmation_mails (order_reference)
       SELECT customer_reference_number FROM paid ON CONFLICT DO NOTHING)
     SELECT * FROM paid`,
    [session.reference, session.sessionId, session.amountTotalFils],
  );
  const paidNow = won.rows[0];
  if (paidNow) {
    deps.log.info({ reference: session.reference, sessionId: session.sessionId }, 'order paid');
    // Not awaited: the shopper's confirmation page must not wait for the SMTP server.
    const mail = deps.mailOutbox.deliver(session.reference).finally(() => deps.pendingMails.delete(mail));
    deps.pendingMails.add(mail);
    return withOrderLocked(deps.db, session.reference, (client, locked) => completeSideEffects(deps, locked, client));
  }
  const order = await findOrder(deps.db, session.reference);
  if (!order) throw new AppError('order_not_found', 404, 'Unknown order');
  if (order.payment_status === 'paid' && order.stripe_session_id === session.sessionId) return order;
  const { sessionId, amountTotalFils } = session;
  deps.log.error({ reference: session.reference, sessionId, amountTotalFils }, 'paid session does not match its order');
  throw new AppError('payment_mismatch', 409, 'The payment does not match this order');
}

/**
 * Redeems the prize code (if the order used one) and pushes the order to the CMS, each
 * at most until it succeeds once; records `prize_redeemed_at` / `cms_synced_at`. A code the
 * prize service refuses for good is marked `prize_redemption_refused_at` and not retried.
 * Failures are logged, never thrown: the order is paid either way.
 */
export async function completeSideEffects(
  deps: FulfilmentDeps,
  order: OrderRow,
  db: Queryable = deps.db,
): Promise<OrderRow> {
  const reference = order.customer_reference_number;
  let current = order;
  if (current.coupon_code && !current.prize_redeemed_at && !current.prize_redemption_refused_at) {
    try {
      await deps.prizes.redeem(current.coupon_code, reference);
      current = await stamp(db, reference, 'prize_redeemed_at');
    } catch (error) {
      if (error instanceof AppError && error.code === 'prize_redeem_refused') {
        current = await stamp(db, reference, 'prize_redemption_refused_at');
        deps.log.error(
          { err: error, reference, coupon: current.coupon_code },
          'paid order got a prize discount but its code was refused (used by another order?): staff should review it',
        );
      } else {
        deps.log.error({ err: error, reference }, 'prize redemption failed; will retry');
      }
    }
  }
  if (!current.cms_synced_at) {
    try {
      await deps.cmsOrders.push(toOrderView(current, deps.brand));
      current = await stamp(db, reference, 'cms_synced_at');
    } catch (error) {
      deps.log.warn({ err: error, reference }, 'CMS order sync failed; will retry');
    }
  }
  return current;
}

/**
 * Runs `work` in a transaction holding the order's row lock, so the retry loop (which claims
 * rows with `FOR UPDATE SKIP LOCKED`) leaves this order alone while its winner is still at work.
 */
async function withOrderLocked<T>(
  db: pg.Pool,
  reference: string,
  work: (client: pg.PoolClient, order: OrderRow) => Promise<T>,
): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const locked = await client.query<OrderRow>(
      'SELECT * FROM orders WHERE customer_reference_number = $1 FOR UPDATE',
      [reference],
    );
    const result = await work(client, locked.rows[0] as OrderRow);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

type StampColumn = 'prize_redeemed_at' | 'prize_redemption_refused_at' | 'cms_synced_at';

async function stamp(db: Queryable, reference: string, column: StampColumn) {
  const result = await db.query<OrderRow>(
    `UPDATE orders SET ${column} = now() WHERE customer_reference_number = $1 RETURNING *`,
    [reference],
  );
  return result.rows[0] as OrderRow;
}

/**
 * Retries prize redemption and CMS sync for paid orders that still lack them, every
 * `intervalMs` ms, oldest first, 20 per round, skipping orders paid within the last
 * interval (their winner may still be at work). Returns a stop function (called on
 * close). Rows are claimed with `FOR UPDATE SKIP LOCKED` so instances never double-push.
 */
export function startSideEffectRetry(deps: FulfilmentDeps, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const round = async () => {
    const client = await deps.db.connect();
    try {
      await client.query('BEGIN');
      const pending = await client.query<OrderRow>(
        `SELECT * FROM orders WHERE payment_status = 'paid'
           AND (cms_synced_at IS NULL
             OR (coupon_code IS NOT NULL AND prize_redeemed_at IS NULL AND prize_redemption_refused_at IS NULL))
           AND paid_at < now() - make_interval(secs => $1)
         ORDER BY paid_at LIMIT 20 FOR UPDATE SKIP LOCKED`,
        [intervalMs / 1000],
      );
      for (const order of pending.rows) await completeSideEffects(deps, order, client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      deps.log.error({ err: error }, 'side-effect retry round failed');
    } finally {
      client.release();
    }
  };
  const timer = setInterval(() => {
    running ??= round()
      // Database unreachable (connect failed): log and try again next round, never crash.
      .catch((error: unknown) => deps.log.error({ err: error }, 'side-effect retry round failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Marks a pending order failed when its session expired or its async payment failed
 * (docs/architecture.md 4.4). A paid order, or one now on another session, is left alone.
 */
export async function markSessionFailed(db: pg.Pool, session: { reference: string; sessionId: string }): Promise<void> {
  await db.query(
    `UPDATE orders SET payment_status = 'failed'
     WHERE customer_reference_number = $1 AND stripe_session_id = $2 AND payment_status = 'pending'`,
    [session.reference, session.sessionId],
  );
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
