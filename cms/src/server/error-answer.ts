import { type ErrorCode, errorBody } from '@outlet-shop/service-kit/error-body';
import type { Context } from 'koa';

/** The `name` Strapi gives its own errors of each status (its `errors` of @strapi/utils). */
const STRAPI_ERROR_NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
};

/**
 * Answers a refusal on the CMS's own routes (the checkout's order sync and stock calls, enquiries,
 * the newsletter) in the shop's one envelope: `status` with `{ error: { code, message, details? } }`
 * (the service kit's `errorBody`, docs/api.md "Errors").
 * @throws TypeError when `code` is not lowercase snake_case (a programming error).
 */
export function answerError(
  ctx: Context,
  status: number,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
): void {
  ctx.status = status;
  ctx.body = errorBody(code, message, details);
}

/**
 * Answers a refusal where Strapi's content API answers too (a catalogue read, any route a body or
 * the database is refused on): the shop's envelope, with Strapi's own `data: null`, `error.status`
 * and `error.name` beside `code`, `message` and `details`, so a client reads Strapi's errors and the
 * shop's alike on those routes (docs/api.md "Errors").
 * @throws TypeError when `code` is not lowercase snake_case (a programming error).
 */
export function answerStrapiRouteError(
  ctx: Context,
  status: number,
  code: ErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): void {
  const { error } = errorBody(code, message, details);
  ctx.status = status;
  ctx.body = { data: null, error: { status, name: STRAPI_ERROR_NAMES[status] ?? 'ApplicationError', ...error } };
}
