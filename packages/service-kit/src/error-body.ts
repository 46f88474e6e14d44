/**
 * A wire error code: lowercase words joined by `_` (`order_not_found`, `rate_limited`). A code is
 * what a client branches on, so once answered it never changes; the message may.
 */
export type ErrorCode = Lowercase<string>;

/** What a stable code looks like ({@link ErrorCode}); `errorBody` refuses anything else. */
export const ERROR_CODE_PATTERN = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/**
 * The codes every service (Fastify and the CMS's Koa alike) answers for the same situations,
 * with the same HTTP status:
 * `bad_request` 400 (unreadable request), `validation_failed` 400 (fields refused, with
 * `details.fieldErrors`), `unauthorized` 401, `forbidden` 403, `not_found` 404,
 * `payload_too_large` 413, `unsupported_media_type` 415, `rate_limited` 429 (with `Retry-After`),
 * `internal_error` 500 (logged with the request id, never explained), `service_unavailable` 503
 * (a database or another service down, with `Retry-After`).
 */
export const SHARED_ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** One of {@link SHARED_ERROR_CODES}. */
export type SharedErrorCode = keyof typeof SHARED_ERROR_CODES;

/** The one error envelope of every service: `{ error: { code, message, details? } }` (docs/api.md). */
export interface ErrorBody<Code extends ErrorCode = ErrorCode> {
  error: { code: Code; message: string; details?: Record<string, unknown> };
}

/**
 * The error envelope `{ error: { code, message, details? } }` (docs/api.md "Errors"), the body of
 * every 4xx and 5xx answer of the checkout, prize and CMS services. `message` is a sentence a
 * person reads; `details` (omitted when undefined) carries what a client may show next to fields.
 * No imports: the CMS loads it as `@outlet-shop/service-kit/error-body`.
 * @throws TypeError when `code` is not lowercase snake_case (a programming error, never a request's).
 */
export function errorBody<Code extends ErrorCode>(
  code: Code,
  message: string,
  details?: Record<string, unknown>,
): ErrorBody<Code> {
  if (!ERROR_CODE_PATTERN.test(code)) throw new TypeError(`Error code "${code}" is not lowercase snake_case`);
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** True when `value` is an error envelope (reading another service's answer). */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { error } = value as { error?: unknown };
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}
