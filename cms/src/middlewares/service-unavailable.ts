import { isDatabaseUnavailable } from '@outlet-shop/service-kit/unavailable';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { answerStrapiRouteError } from '../server/error-answer';

/**
 * True when an error, or one it wraps (`cause`, an AggregateError's `errors`), means the database
 * is unreachable: the service kit's rule (`isDatabaseUnavailable`: refused or lost connections,
 * SQLSTATE 08 and 57P, pool timeouts), plus knex's own acquire timeout error.
 */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (isDatabaseUnavailable(error) || error.name === 'KnexTimeoutError') return true;
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((each) => isUnavailableError(each, depth + 1))) return true;
  return isUnavailableError((error as { cause?: unknown }).cause, depth + 1);
}

const PROBE_TIMEOUT_MS = 2000;

/** `select 1` on the CMS database within 2000 ms (this middleware and `GET /api/ready`). */
export async function databaseReachable(strapi: Core.Strapi): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      strapi.db.connection.raw('select 1'),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function answerUnavailable(ctx: Context): void {
  answerStrapiRouteError(ctx, 503, 'service_unavailable', 'The service is briefly unavailable, please try again');
  ctx.set('Retry-After', '5');
}

/**
 * `global::service-unavailable`, placed after `strapi::errors`: a request that failed because
 * PostgreSQL is unreachable answers `503 {data:null, error:{status, name, code:
 * 'service_unavailable', message, details}}` (the shop's envelope on Strapi's routes) with
 * `Retry-After: 5` instead of Strapi's 500 (or the 401
 * users-permissions gives when it cannot read the public role). A thrown error is recognised
 * by its code; a 401/5xx answer is confirmed with a `select 1` probe (errors only, so the
 * healthy path costs nothing). knex opens new connections by itself once PostgreSQL is back,
 * so the CMS recovers without a restart.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (isUnavailableError(error) || !(await databaseReachable(strapi))) return answerUnavailable(ctx);
      throw error;
    }
    const failed = ctx.status === 401 || (ctx.status >= 500 && ctx.status !== 503);
    if (failed && !(await databaseReachable(strapi))) answerUnavailable(ctx);
  };
