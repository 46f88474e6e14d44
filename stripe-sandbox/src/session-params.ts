import { z } from 'zod';
import { AppError } from './errors.ts';

const count = (field: string) => z.coerce.number({ error: `${field} must be an integer` }).int();

const lineItemSchema = z.strictObject({
  quantity: count('quantity').min(1).max(999_999),
  price_data: z.strictObject({
    currency: z.string().regex(/^[a-z]{3}$/, 'must be a three-letter ISO currency code in lower case'),
    unit_amount: count('unit_amount').min(0).max(99_999_999),
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
    ui_mode: z.enum(['embedded_page', 'embedded'], 'the sandbox only serves embedded checkout (embedded_page)'),
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

/** `['line_items', 0, 'quantity']` → `line_items[0][quantity]`, Stripe's `param` spelling. */
function stripeParam(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return `${head ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

/**
 * Validates a form-decoded body. Failure → 400 `invalid_request_error` naming the first
 * bad `param`, with Stripe's wording for missing and unknown parameters.
 */
export function parseSessionParams(body: unknown): SessionCreateParams {
  const parsed = sessionCreateSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new AppError('parameter_invalid', 400, 'Invalid parameters');
  if (issue.code === 'unrecognized_keys') {
    const param = stripeParam([...issue.path, issue.keys[0] ?? '']);
    throw new AppError(
      'parameter_unknown',
      400,
      `Received unknown parameter: ${param}`,
      'invalid_request_error',
      param,
    );
  }
  const param = stripeParam(issue.path);
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    throw new AppError('parameter_missing', 400, `Missing required param: ${param}.`, 'invalid_request_error', param);
  }
  throw new AppError('parameter_invalid', 400, `Invalid ${param}: ${issue.message}`, 'invalid_request_error', param);
}
