import { z } from 'zod';
import { AppError } from './errors.ts';
import { integerParam, parseStripeParams } from './params.ts';

const lineItemSchema = z.strictObject({
  quantity: integerParam('quantity').min(1).max(999_999),
  price_data: z.strictObject({
    currency: z.string().regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code in lower case'),
    unit_amount: integerParam('unit_amount').min(0).max(99_999_999),
    product_data: z.strictObject({ name: z.string().min(1).max(5000) }),
  }),
});

/**
 * The Checkout Session parameters the checkout service sends (Stripe API
 * `POST /v1/checkout/sessions`, form-encoded; numbers arrive as strings). Unknown
 * top-level parameters are refused, as Stripe does.
 */
export const sessionCreateSchema = z
  .strictObject({
    mode: z.literal('payment', 'only mode=payment is supported by the sandbox'),
    // The pinned API version's values are elements, embedded_page, form and hosted_page (no more `embedded`).
    ui_mode: z.literal('embedded_page', 'the sandbox only serves embedded checkout (embedded_page)'),
    line_items: z.array(lineItemSchema).min(1).max(100),
    return_url: z
      .url()
      .refine((value) => value.includes('{CHECKOUT_SESSION_ID}'), 'must contain {CHECKOUT_SESSION_ID}'),
    currency: z
      .string()
      .regex(/^[a-z]{3}$/)
      .optional(),
    customer_email: z.email().optional(),
    client_reference_id: z.string().min(1).max(200).optional(),
    metadata: z.record(z.string().max(40), z.string().max(500)).optional(),
    /** Unix seconds; checked against the creation time by `parseSessionParams`. */
    expires_at: integerParam('expires_at').optional(),
  })
  .superRefine((params, context) => {
    const currency = params.currency ?? params.line_items[0]?.price_data.currency;
    params.line_items.forEach((item, index) => {
      if (item.price_data.currency !== currency) {
        const path = ['line_items', index, 'price_data', 'currency'];
        context.addIssue({ code: 'custom', path, message: 'all line items must use the session currency' });
      }
    });
  });

/** Parsed Checkout Session parameters. */
export type SessionCreateParams = z.infer<typeof sessionCreateSchema>;

/** Stripe's window for `expires_at`: 30 minutes to 24 hours after creation, in seconds. */
export const EXPIRES_AT_MIN_S = 30 * 60;
export const EXPIRES_AT_MAX_S = 24 * 60 * 60;

function checkExpiresAt(expiresAt: number | undefined, createdS: number): void {
  if (expiresAt === undefined) return;
  const fail = (message: string) => new AppError(null, 400, message, 'invalid_request_error', 'expires_at');
  if (expiresAt - createdS < EXPIRES_AT_MIN_S) {
    throw fail('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  }
  if (expiresAt - createdS > EXPIRES_AT_MAX_S) {
    throw fail('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
  }
}

/**
 * Validates a form-decoded body for a session created at `createdS` (Unix seconds). Failure →
 * 400 `invalid_request_error` naming the first bad `param`, with Stripe's wording for missing and
 * unknown parameters and for an `expires_at` outside 30 minutes to 24 hours after creation.
 */
export function parseSessionParams(body: unknown, createdS: number): SessionCreateParams {
  const params = parseStripeParams(sessionCreateSchema, body);
  checkExpiresAt(params.expires_at, createdS);
  return params;
}
