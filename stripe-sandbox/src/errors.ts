import {
  type ErrorHandlerOptions,
  type ErrorShape,
  frameworkErrorHandler,
  installErrorHandler as installShopErrorHandler,
  AppError as ServiceError,
} from '@outlet-shop/service-kit';
import type { FastifyInstance } from 'fastify';

/** Stripe's error types (https://docs.stripe.com/api/errors); the ones the sandbox answers. */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

/**
 * The codes of Stripe's published list (the `code` enum of its error object at the pinned API
 * version, https://docs.stripe.com/error-codes) that the sandbox answers with. Where Stripe's own
 * answer carries no code (a bad API key, an invalid enum value, expiring a session that is not
 * open), the sandbox sends none either: `null`.
 */
export type StripeErrorCode =
  | 'amount_too_large'
  | 'card_declined'
  | 'charge_already_refunded'
  | 'email_invalid'
  | 'expired_card'
  | 'idempotency_key_in_use'
  | 'invalid_cvc'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'invalid_number'
  | 'parameter_invalid_empty'
  | 'parameter_invalid_integer'
  | 'parameter_missing'
  | 'parameter_unknown'
  | 'resource_missing'
  | 'url_invalid';

/**
 * The kit's error type with Stripe's `type`, `code` (or none) and the `param` it concerns (kept in
 * `details` for the handler), answered in Stripe's shape `{ error: { type, code?, message, param? } }`.
 * The Stripe SDK maps `type` and the HTTP status to its own error classes (401 →
 * StripeAuthenticationError). The kit's own `code` (for logs) is the Stripe code or the type.
 */
export class AppError extends ServiceError {
  readonly type: StripeErrorType;
  readonly param: string | undefined;

  constructor(
    code: StripeErrorCode | null,
    status: number,
    message: string,
    type: StripeErrorType = 'invalid_request_error',
    param?: string,
  ) {
    super(code ?? type, status, message, { type, ...(code ? { code } : {}), ...(param ? { param } : {}) });
    this.type = type;
    this.param = param;
  }
}

/**
 * Stripe's error body: the sandbox's own errors carry their type, their Stripe code if any and
 * param; Fastify's refusals and unknown routes are `invalid_request_error` without a code, failures
 * and a draining sandbox `api_error`, as Stripe's are.
 */
export const stripeErrorShape: ErrorShape = ({ status, message, details }) => {
  const fallbackType: StripeErrorType = status >= 500 ? 'api_error' : 'invalid_request_error';
  const {
    type = fallbackType,
    code,
    param,
  } = (details ?? {}) as { type?: StripeErrorType; code?: StripeErrorCode; param?: string };
  return { error: { type, ...(code ? { code } : {}), message, ...(param ? { param } : {}) } };
};

const STRIPE_ERRORS: ErrorHandlerOptions = {
  shape: stripeErrorShape,
  messages: {
    internal: 'Something went wrong in the sandbox',
    notFound: (method, url) => `Unrecognized request URL (${method}: ${url}).`,
  },
};

/**
 * The kit's error and not-found handlers in Stripe's shape: AppError → its status; Fastify's
 * own 4xx (bad body) → `invalid_request_error`; anything else → a generic 500 `api_error`,
 * logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  installShopErrorHandler(app, STRIPE_ERRORS);
}

/** Fastify's `frameworkErrors` hook (URLs refused before routing) → 400 in Stripe's shape. */
export const answerFrameworkError = frameworkErrorHandler(STRIPE_ERRORS);
