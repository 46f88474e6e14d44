import { errors as databaseErrors } from '@strapi/database';
import type { Context, Next } from 'koa';
import { answerStrapiRouteError } from '../server/error-answer';

/**
 * PostgreSQL's data exceptions that a value of the query string causes in a read: a number out of
 * its column's range (22003), text that is not a number (22P02), a date or time it cannot read or
 * hold (22007, 22008), a paging value LIMIT/OFFSET refuses (2201W, 2201X), text with a character
 * no text column holds (22021: a NUL byte, `%00`).
 */
const QUERY_VALUE_SQLSTATES = new Set(['22003', '22P02', '22007', '22008', '2201W', '2201X', '22021']);

/**
 * How @strapi/database refuses a filter value it cannot cast to its number column before any SQL
 * runs (`fields/number.js`, `fields/biginteger.js`: a plain Error); pinned by
 * cms/test/hostile-requests.test.ts (`1e400`).
 */
const STRAPI_NUMBER_CAST = /^Expected a valid (Number|BigInteger), got /;

/** True when `error`, or an error it wraps, is a query value the database cannot take. */
export function isQueryValueError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && QUERY_VALUE_SQLSTATES.has(code)) return true;
  if (STRAPI_NUMBER_CAST.test(error.message)) return true;
  if (
    error instanceof databaseErrors.InvalidDateError ||
    error instanceof databaseErrors.InvalidDateTimeError ||
    error instanceof databaseErrors.InvalidTimeError
  ) {
    return true;
  }
  return isQueryValueError((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * Answers a content API read whose query the CMS cannot take: `400 { data: null, error: { status:
 * 400, name: 'ValidationError', code: 'invalid_query', message, details } }`, the shop's envelope
 * with Strapi's fields beside it, as Strapi's own refusals of the same reads (docs/api.md "Errors").
 */
export function refuseQuery(ctx: Context, message: string, details: Record<string, unknown> = {}): void {
  answerStrapiRouteError(ctx, 400, 'invalid_query', message, details);
}

/**
 * `global::invalid-query`, placed inside `strapi::errors`: a content API read (`GET`/`HEAD /api/…`,
 * the public catalogue of products, categories, sub-categories, banners and pages among them) whose
 * filter or paging value does not fit its field (`filters[id][$eq]=99999999999`,
 * `filters[price][$lt]=1e400`) answers `400 { data: null, error: { status: 400, name:
 * 'ValidationError', code: 'invalid_query', message, details: {} } }` instead of a 500, whatever
 * `Strapi-Response-Format` or `locale` the read asks for. Writes are left alone: a data exception
 * there is the server's to fix.
 */
export default () => async (ctx: Context, next: Next) => {
  const isRead = (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.path.startsWith('/api/');
  try {
    await next();
  } catch (error) {
    if (!isRead || !isQueryValueError(error)) throw error;
    refuseQuery(
      ctx,
      'A value in the query does not fit its field: a number too large or too small, not a number or date, or text with a NUL character.',
    );
  }
};
