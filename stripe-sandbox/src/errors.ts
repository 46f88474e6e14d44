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
 * The kit's error type with Stripe's `type` and the `param` it concerns (kept in `details` for
 * the handler), answered in Stripe's shape `{ error: { type, code, message, param? } }`. The
 * Stripe SDK maps `type` and the HTTP status to its own error classes (401 → StripeAuthenticationError).
 */
export class AppError extends ServiceError {
  readonly type: StripeErrorType;
  readonly param: string | undefined;

  constructor(
    code: string,
    status: number,
    message: string,
    type: StripeErrorType = 'invalid_request_error',
    param?: string,
  ) {
    super(code, status, message, { type, ...(param ? { param } : {}) });
    this.type = type;
    this.param = param;
  }
}

/**
 * Stripe's error body: the sandbox's own errors carry their type, code and param; Fastify's
 * refusals and unknown routes are `invalid_request_error` without a code, failures `api_error`.
 */
export const stripeErrorShape: ErrorShape = ({ kind, status, code, message, details }) => {
  const fallbackType: StripeErrorType = status >= 500 ? 'api_error' : 'invalid_request_error';
  const { type = fallbackType, param } = (details ?? {}) as { type?: StripeErrorType; param?: string };
  const hasCode = kind === 'app' || kind === 'unavailable';
  return { error: { type, ...(hasCode ? { code } : {}), message, ...(param ? { param } : {}) } };
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
