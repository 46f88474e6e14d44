import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { CheckoutSession } from './sessions.ts';
import { stripeId } from './sessions.ts';

/** Where and how events are delivered; `retryDelaysMs[i]` is the wait before attempt i + 2. */
export interface WebhookOptions {
  url: string;
  secret: string;
  log: FastifyBaseLogger;
  retryDelaysMs?: number[];
}

/** Sends events in the background; `close()` cancels pending retries. */
export interface WebhookSender {
  send(type: string, session: CheckoutSession): void;
  close(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * A Stripe event (`{ id: 'evt_…', object: 'event', type, data: { object }, api_version, … }`)
 * as Stripe would send it for a session.
 */
export function sessionEvent(type: string, session: CheckoutSession) {
  return {
    id: stripeId('evt_'),
    object: 'event' as const,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * Delivers events to one endpoint, signed like Stripe (`Stripe-Signature: t=…,v1=…` over the
 * exact body). A failed attempt (network error or non-2xx) is retried after each of
 * `retryDelaysMs`; every attempt is logged. The body is fixed at send time, as Stripe's is.
 */
export function createWebhookSender(options: WebhookOptions): WebhookSender {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timers = new Set<NodeJS.Timeout>();

  async function attempt(eventId: string, payload: string, number: number): Promise<void> {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
    let outcome: string;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      if (response.ok) {
        options.log.info({ eventId, attempt: number, status: response.status }, 'webhook delivered');
        return;
      }
      outcome = `HTTP ${response.status}`;
    } catch (error) {
      outcome = String(error);
    }
    const delay = delays[number - 1];
    options.log.warn({ eventId, attempt: number, outcome, retryInMs: delay ?? null }, 'webhook delivery failed');
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(eventId, payload, number + 1);
    }, delay);
    timers.add(timer);
  }

  return {
    send(type, session) {
      const event = sessionEvent(type, session);
      void attempt(event.id, JSON.stringify(event, null, 2), 1);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
