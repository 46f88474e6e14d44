import { z } from 'zod';
import { AppError } from './errors.ts';

/** An integer parameter: form values arrive as strings (`'2450'`). */
export const integerParam = (field: string) => z.coerce.number({ error: `${field} must be an integer` }).int();

/** `['line_items', 0, 'quantity']` → `line_items[0][quantity]`, Stripe's `param` spelling. */
function stripeParam(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return `${head ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

/**
 * Validates form-decoded parameters (body or query) against `schema`. Failure → 400
 * `invalid_request_error` naming the first bad `param`, with Stripe's wording for missing
 * and unknown parameters (`parameter_missing`, `parameter_unknown`, else `parameter_invalid`).
 */
export function parseStripeParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
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
