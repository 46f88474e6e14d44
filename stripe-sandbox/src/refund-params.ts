import { z } from 'zod';
import { AppError } from './errors.ts';
import { integerParam, parseStripeParams } from './params.ts';

const id = z.string().min(1).max(255);

/**
 * The Refund parameters the sandbox accepts (Stripe API `POST /v1/refunds`, form-encoded):
 * `payment_intent` or `charge`, `amount` in the currency's minor unit (fils for AED; default the
 * unrefunded rest), `reason`, `metadata`. Unknown parameters are refused, as Stripe does.
 */
const refundCreateSchema = z.strictObject({
  payment_intent: id.optional(),
  charge: id.optional(),
  amount: integerParam('amount').min(1, 'must be a positive integer').max(99_999_999).optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
  metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
});

/** Parsed Refund parameters. */
export type RefundCreateParams = z.infer<typeof refundCreateSchema>;

/**
 * The query of `GET /v1/refunds`: `payment_intent` or `charge` filters, `limit` 1–100 (default 10),
 * and Stripe's cursors `starting_after` / `ending_before` (refund ids).
 */
const refundListSchema = z.strictObject({
  payment_intent: id.optional(),
  charge: id.optional(),
  limit: integerParam('limit').min(1).max(100).default(10),
  starting_after: id.optional(),
  ending_before: id.optional(),
});

/** Parsed list parameters. */
export type RefundListParams = z.infer<typeof refundListSchema>;

/**
 * Validates a form-decoded `POST /v1/refunds` body. Failure → 400 `invalid_request_error` naming
 * the `param`; neither `payment_intent` nor `charge` → `parameter_missing`.
 */
export function parseRefundParams(body: unknown): RefundCreateParams {
  const params = parseStripeParams(refundCreateSchema, body);
  if (!params.payment_intent && !params.charge) {
    const message = 'One of the following params should be provided for this request: payment_intent or charge.';
    throw new AppError('parameter_missing', 400, message, 'invalid_request_error', 'payment_intent');
  }
  return params;
}

/** Validates the query of `GET /v1/refunds` (400 `invalid_request_error` naming the `param`). */
export function parseRefundListParams(query: unknown): RefundListParams {
  return parseStripeParams(refundListSchema, query);
}
