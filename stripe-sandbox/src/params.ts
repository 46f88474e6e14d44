import { z } from 'zod';
import { AppError, type StripeErrorCode } from './errors.ts';

/** An integer parameter: form values arrive as strings (`'2450'`). */
export const integerParam = (field: string) => z.coerce.number({ error: `${field} must be an integer` }).int();

/** `['line_items', 0, 'quantity']` → `line_items[0][quantity]`, Stripe's `param` spelling. */
function stripeParam(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return `${head ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

/** The raw value at `path` of the decoded parameters. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
}

/** Stripe's code and wording for a value that fails `issue` (many of Stripe's refusals carry no code). */
function invalidValue(issue: z.core.$ZodIssue, param: string, raw: unknown): AppError {
  const refuse = (code: StripeErrorCode | null, message: string) =>
    new AppError(code, 400, message, 'invalid_request_error', param);
  if (raw === '') {
    return refuse(
      'parameter_invalid_empty',
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    );
  }
  if (issue.code === 'invalid_type' && ['number', 'int'].includes(issue.expected)) {
    return refuse('parameter_invalid_integer', `Invalid integer: ${String(raw)}`);
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return refuse('email_invalid', `Invalid email address: ${String(raw)}`);
  }
  if (issue.code === 'invalid_format' && issue.format === 'url') return refuse('url_invalid', 'Not a valid URL');
  return refuse(null, `Invalid ${param}: ${issue.message}`);
}

/**
 * Validates form-decoded parameters (body or query) against `schema`. Failure → 400
 * `invalid_request_error` naming the first bad `param`, with Stripe's codes and wording:
 * `parameter_unknown`, `parameter_missing`, `parameter_invalid_empty`, `parameter_invalid_integer`,
 * `email_invalid`, `url_invalid`, else no code (as Stripe answers, e.g., a value outside an enum).
 */
export function parseStripeParams<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) throw new AppError(null, 400, 'Invalid parameters');
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
  const raw = valueAt(input, issue.path);
  if (raw === undefined) {
    throw new AppError('parameter_missing', 400, `Missing required param: ${param}.`, 'invalid_request_error', param);
  }
  throw invalidValue(issue, param, raw);
}
