import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { buildConfirmationMail } from './confirmation-mail.ts';
import type { OrderRow } from './orders.ts';

/** What the outbox sends with: nodemailer's transporter fits; tests pass a recorder. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
}

/** The outbox's wiring and timings (ms). */
export interface MailOutboxOptions {
  db: pg.Pool;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** `From` of every confirmation, e.g. `Outlet Shop <shop@outlet-shop.example>`. */
  from: string;
  /** The shop's public origin, for links in the mail. */
  shopUrl: string;
  /** First wait after a refused mail, ms; doubles per attempt, capped at one hour. */
  retryBaseMs: number;
}

/** A claimed mail is not offered to another worker for this long, ms (covers a slow SMTP). */
const LEASE_MS = 2 * 60_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before attempt `attempts + 1`, ms: `baseMs`, doubling, at most one hour. */
export function mailRetryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

const EMAIL_ADDRESS = /[^\s<>()[\]:;,"']+@[^\s<>()[\]:;,"']+/g;

/**
 * What a failed send says, fit for a log line: nodemailer's `code`, the SMTP `responseCode`, the
 * command's verb (`RCPT TO`) and the message with every e-mail address replaced by `<address>`.
 * A refused recipient's error carries the shopper's address in its message, `response`,
 * `command` and `rejected`; logging the error object would put it in the logs.
 */
export function describeMailError(error: unknown): {
  message: string;
  code?: string;
  responseCode?: number;
  command?: string;
} {
  const { message, code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return {
    message: String(message ?? error).replace(EMAIL_ADDRESS, '<address>'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof command === 'string' ? { command: command.split(':')[0] } : {}),
  };
}

/** The order confirmation outbox: `deliver`, `deliverDue` and a background loop. */
export interface MailOutbox {
  /** Sends the confirmation of one order now if it is due and not claimed elsewhere; never throws. */
  deliver(reference: string): Promise<void>;
  /** Sends every due confirmation (at most `limit`); the number attempted. Never throws. */
  deliverDue(limit?: number): Promise<number>;
  /** Runs `deliverDue` every `intervalMs` ms until the returned stop function is called. */
  start(intervalMs: number): () => Promise<void>;
}

/**
 * The order confirmation mail outbox (issue 4; docs/architecture.md 4.4). Rows are written in the
 * statement that marks an order paid (`fulfilPaidSession`), so a paid order always has its
 * mail waiting. Each attempt first claims the row with `FOR UPDATE SKIP LOCKED` and a
 * 2-minute lease, so the fulfilment winner, the loop and other instances never send one
 * order's mail twice at once; a mail the SMTP server refuses waits `retryBaseMs`, doubling,
 * at most hourly, and is retried until it is taken: an SMTP outage delays the mail, never
 * loses it. A crash between the SMTP server's acceptance and the `sent_at` stamp would send
 * it again after the lease (at-least-once; the only duplicate possible).
 */
export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, log } = options;

  async function claim(reference?: string): Promise<{ reference: string; attempts: number } | null> {
    const filter = reference === undefined ? '' : 'AND order_reference = $2';
    const result = await db.query<{ order_reference: string; attempts: number }>(
      `UPDATE order_confirmation_mails
          SET attempts = attempts + 1, next_attempt_at = now() + ($1 * interval '1 millisecond')
        WHERE order_reference = (
          SELECT order_reference FROM order_confirmation_mails
           WHERE sent_at IS NULL AND next_attempt_at <= now() ${filter}
           ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING order_reference, attempts`,
      reference === undefined ? [LEASE_MS] : [LEASE_MS, reference],
    );
    const row = result.rows[0];
    return row ? { reference: row.order_reference, attempts: row.attempts } : null;
  }

  async function send(claimed: { reference: string; attempts: number }): Promise<void> {
    try {
      const found = await db.query<OrderRow>('SELECT * FROM orders WHERE customer_reference_number = $1', [
        claimed.reference,
      ]);
      const order = found.rows[0];
      if (!order) throw new Error(`order ${claimed.reference} not found`);
      const mail = buildConfirmationMail(order, { shopUrl: options.shopUrl });
      await options.transport.sendMail({
        from: options.from,
        ...mail,
        headers: { 'X-Order-Reference': claimed.reference },
      });
      await db.query(
        'UPDATE order_confirmation_mails SET sent_at = now(), last_error = NULL WHERE order_reference = $1',
        [claimed.reference],
      );
      log.info({ reference: claimed.reference, attempts: claimed.attempts }, 'order confirmation mailed');
    } catch (error) {
      const waitMs = mailRetryDelayMs(claimed.attempts, options.retryBaseMs);
      const message = String((error as Error)?.message ?? error).slice(0, 2000);
      await db
        .query(
          `UPDATE order_confirmation_mails
              SET next_attempt_at = now() + ($2 * interval '1 millisecond'), last_error = $3
            WHERE order_reference = $1`,
          [claimed.reference, waitMs, message],
        )
        .catch((updateError: unknown) => log.error({ err: updateError }, 'could not record a failed mail attempt'));
      log.warn(
        { reference: claimed.reference, attempts: claimed.attempts, waitMs, mailError: describeMailError(error) },
        'order confirmation not sent; will retry',
      );
    }
  }

  async function deliver(reference: string): Promise<void> {
    try {
      const claimed = await claim(reference);
      if (claimed) await send(claimed);
    } catch (error) {
      log.error({ err: error, reference }, 'order confirmation outbox failed');
    }
  }

  async function deliverDue(limit = 20): Promise<number> {
    let attempted = 0;
    try {
      for (; attempted < limit; attempted += 1) {
        const claimed = await claim();
        if (!claimed) break;
        await send(claimed);
      }
    } catch (error) {
      log.error({ err: error }, 'order confirmation outbox round failed');
    }
    return attempted;
  }

  function start(intervalMs: number): () => Promise<void> {
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      running ??= deliverDue().finally(() => {
        running = null;
      });
    }, intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  return { deliver, deliverDue, start };
}
