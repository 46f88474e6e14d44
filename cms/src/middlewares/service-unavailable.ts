import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/** Socket errors meaning "PostgreSQL is not reachable right now". */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * True when an error (or its cause) means the database is unreachable: refused/reset
 * connections, knex's pool acquire timeout, pg's "Connection terminated", SQLSTATE classes
 * 08 (connection exception) and 57P (shutdown, starting up).
 */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))) {
    return true;
  }
  if (error.name === 'KnexTimeoutError') return true;
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((each) => isUnavailableError(each, depth + 1))) return true;
  if (/Connection terminated|Timeout acquiring a connection|connect ECONNREFUSED/i.test(error.message)) return true;
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
  ctx.status = 503;
  ctx.set('Retry-After', '5');
  ctx.body = {
    data: null,
    error: {
      status: 503,
      name: 'ServiceUnavailableError',
      code: 'service_unavailable',
      message: 'The service is briefly unavailable, please try again',
    },
  };
}

/**
 * `global::service-unavailable`, placed after `strapi::errors`: a request that failed because
 * PostgreSQL is unreachable answers `503 {data:null, error:{status, name, code:
 * 'service_unavailable', message}}` with `Retry-After: 5` instead of Strapi's 500 (or the 401
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
