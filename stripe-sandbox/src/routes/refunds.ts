import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idempotencyKeyOf, requireApiKey } from '../api-key.ts';
import type { DelayedRefunds } from '../delayed-refunds.ts';
import type { IdempotencyKeys } from '../idempotency.ts';
import { parseStripeParams } from '../params.ts';
import type { PaymentStore } from '../payments.ts';
import { parseRefundListParams, parseRefundParams } from '../refund-params.ts';
import type { WebhookSender } from '../webhooks.ts';

/** What the Refunds routes need. */
export interface RefundRouteOptions {
  secretKey: string;
  payments: PaymentStore;
  idempotencyKeys: IdempotencyKeys;
  webhooks: WebhookSender;
  /** Refunds whose outcome comes later (refund-flows.ts). */
  delayedRefunds: DelayedRefunds;
}

/** The bodies of cancel and the test helpers: nothing but Stripe's `expand`, which has nothing to expand here. */
const noParamsSchema = z.strictObject({ expand: z.array(z.string()).optional() });

/**
 * Stripe's Refunds API for the staff admin (docs/architecture.md 6), authorised like the other API
 * routes (401 without the secret key). Amounts in the currency's minor unit (fils), times in Unix seconds.
 * - `POST /v1/refunds` (form-encoded) `{ payment_intent | charge, amount?, reason?, metadata? }` →
 *   the Refund `{ id: 're_…', object: 'refund', amount, currency, payment_intent, charge,
 *   status, reason, metadata, created }`, then the events `refund.created` and `charge.refunded`
 *   (the Charge with `amount_refunded`, `refunded`, the session's metadata). `status` is
 *   `succeeded`, or as the paying test card or `metadata[sandbox_refund_flow]` says
 *   (refund-flows.ts): `pending` or `requires_action`; what comes later sends `refund.updated`
 *   (and `refund.failed` for a failure) after STRIPE_SANDBOX_REFUND_SETTLE_MS.
 *   `amount` defaults to what is left. Honours `Idempotency-Key` (a retry gets the same Refund and
 *   no second refund; the key with other parameters → 400 `idempotency_error`). Unknown payment →
 *   404 `resource_missing`; fully refunded → 400 `charge_already_refunded`; more than is left →
 *   400 `amount_too_large`; bad parameters → 400 `invalid_request_error` with `param`.
 * - `GET /v1/refunds?payment_intent=&charge=&limit=&starting_after=&ending_before=` → newest first,
 *   `{ object: 'list', data, has_more, url: '/v1/refunds' }`; `limit` 1–100, default 10.
 * - `GET /v1/refunds/:id` → the Refund; unknown → 404 `resource_missing`.
 * - `POST /v1/refunds/:id/cancel` and Stripe's test helper `POST /v1/test_helpers/refunds/:id/expire`
 *   → a `requires_action` refund `canceled` (`refund.updated`); any other status → 400 without a code.
 * - `POST /v1/test_helpers/refunds/:id/settle` (the sandbox's own test helper): the bank answers a
 *   waiting refund now → the Refund `succeeded` or `failed`; nothing to wait for → 400 without a code.
 */
export async function refundRoutes(app: FastifyInstance, options: RefundRouteOptions): Promise<void> {
  requireApiKey(app, options.secretKey);

  app.post('/v1/refunds', async (request, reply) => {
    const params = parseRefundParams(request.body);
    const { value, replayed } = await options.idempotencyKeys.run(
      idempotencyKeyOf(request),
      'POST /v1/refunds',
      params,
      () => {
        const { refund, charge, flow } = options.payments.refund(params);
        options.webhooks.send('refund.created', refund);
        options.webhooks.send('charge.refunded', charge);
        options.delayedRefunds.start(refund, flow);
        return refund;
      },
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return value;
  });

  app.get('/v1/refunds', async (request) => options.payments.listRefunds(parseRefundListParams(request.query)));

  app.get<{ Params: { id: string } }>('/v1/refunds/:id', async (request) => {
    return options.payments.requireRefund(request.params.id);
  });

  for (const path of ['/v1/refunds/:id/cancel', '/v1/test_helpers/refunds/:id/expire']) {
    app.post<{ Params: { id: string } }>(path, async (request) => {
      parseStripeParams(noParamsSchema, request.body ?? {});
      return options.delayedRefunds.cancel(request.params.id);
    });
  }

  app.post<{ Params: { id: string } }>('/v1/test_helpers/refunds/:id/settle', async (request) => {
    parseStripeParams(noParamsSchema, request.body ?? {});
    return options.delayedRefunds.settleNow(request.params.id);
  });
}
