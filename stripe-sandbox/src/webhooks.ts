import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { stripeId } from './sessions.ts';

/** Where and how events are delivered; `retryDelaysMs[i]` is the wait before attempt i + 2. */
export interface WebhookOptions {
  url: string;
  secret: string;
  log: FastifyBaseLogger;
  retryDelaysMs?: number[];
  /** Milliseconds since the epoch, for each event's `created` (`Date.now` outside tests). */
  now?: () => number;
}

/** A Stripe API object an event carries (`data.object`): a session, charge, refund… */
export interface StripeObject {
  id: string;
  object: string;
}

/** Sends events in the background; `close()` cancels pending retries. */
export interface WebhookSender {
  /** Sends `type` with a snapshot of `object` as it is now (later changes are not in the event). */
  send(type: string, object: StripeObject): void;
  close(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 15_000, 60_000];
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * A Stripe event (`{ id: 'evt_…', object: 'event', type, data: { object }, api_version, … }`)
 * as Stripe would send it for an object; `createdS` in Unix seconds.
 */
export function stripeEvent(type: string, object: StripeObject, createdS: number) {
  return {
    id: stripeId('evt_'),
    object: 'event' as const,
    api_version: Stripe.API_VERSION,
    created: createdS,
    data: { object },
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
    send(type, object) {
      const event = stripeEvent(type, object, Math.floor((options.now ?? Date.now)() / 1000));
      void attempt(event.id, JSON.stringify(event, null, 2), 1);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
