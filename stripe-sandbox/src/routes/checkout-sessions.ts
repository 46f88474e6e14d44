import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idempotencyKeyOf, requireApiKey } from '../api-key.ts';
import type { DelayedPayments } from '../delayed-payments.ts';
import type { IdempotencyKeys } from '../idempotency.ts';
import { parseStripeParams } from '../params.ts';
import { parseSessionParams } from '../session-params.ts';
import type { SessionStore } from '../sessions.ts';

/** What the Checkout Sessions routes need. */
export interface ApiRouteOptions {
  secretKey: string;
  sessions: SessionStore;
  idempotencyKeys: IdempotencyKeys;
  /** How long creating a session takes, ms, as Stripe takes a while (0: at once). */
  sessionCreateDelayMs: number;
  /** Bank debits awaiting the bank's answer (the test helper answers them now). */
  delayedPayments: DelayedPayments;
}

/** `POST …/expire` takes no parameters but Stripe's `expand`, which the sandbox has nothing to expand for. */
const expireSchema = z.strictObject({ expand: z.array(z.string()).optional() });

/**
 * Stripe's Checkout Sessions API, the part the shop calls through the SDK (docs/architecture.md 6).
 * Every route needs `Authorization: Bearer <secretKey>` or Basic auth with the key as user name
 * (else 401 `invalid_request_error`).
 * - `POST /v1/checkout/sessions` (form-encoded, bracketed keys) → the new session; `expires_at`
 *   (Unix seconds) 30 minutes to 24 hours after creation, default 24 hours, else 400 with
 *   `param: 'expires_at'`; honours `Idempotency-Key` (while the key's first request runs, which
 *   takes `sessionCreateDelayMs`, → 409 `idempotency_key_in_use`); bad parameters → 400
 *   `invalid_request_error` with `param`.
 * - `GET /v1/checkout/sessions/:id` → the session; unknown → 404 `resource_missing`.
 * - `POST /v1/checkout/sessions/:id/expire` → the session, now `expired` (a
 *   `checkout.session.expired` event follows); complete or already expired → 400
 *   `invalid_request_error` without a code, as Stripe ("Only Checkout Sessions with a status in
 *   ["open"] can be expired. …").
 * - `POST /v1/test_helpers/checkout/sessions/:id/settle` (the sandbox's own test helper, after
 *   Stripe's `/v1/test_helpers/…`): the bank answers the session's pending debit now → the session
 *   (`paid` when the debit succeeded) and its `checkout.session.async_payment_succeeded` or
 *   `…_failed` event; no debit awaiting an answer → 400 `invalid_request_error` without a code.
 */
export async function checkoutSessionRoutes(app: FastifyInstance, options: ApiRouteOptions): Promise<void> {
  requireApiKey(app, options.secretKey);

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const createdS = options.sessions.nowS();
    const params = parseSessionParams(request.body, createdS);
    const { value, replayed } = await options.idempotencyKeys.run(
      idempotencyKeyOf(request),
      'POST /v1/checkout/sessions',
      params,
      async () => {
        if (options.sessionCreateDelayMs > 0) await setTimeout(options.sessionCreateDelayMs);
        return options.sessions.create(params, createdS);
      },
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return value;
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => {
    return options.sessions.require(request.params.id).session;
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request) => {
    parseStripeParams(expireSchema, request.body);
    return options.sessions.expire(request.params.id);
  });

  app.post<{ Params: { id: string } }>('/v1/test_helpers/checkout/sessions/:id/settle', async (request) => {
    parseStripeParams(expireSchema, request.body);
    return options.delayedPayments.settleNow(request.params.id);
  });
}
