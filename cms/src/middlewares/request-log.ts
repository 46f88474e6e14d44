import { loggableUrl } from '@outlet-shop/service-kit/loggable-url';
import { requestIdFor } from '@outlet-shop/service-kit/request-id';
import type { Context, Next } from 'koa';
import pino, { type Logger } from 'pino';
import { lifecycle } from '../server/graceful-shutdown';

/**
 * The request log as a Koa middleware writing to `logger`: gives each request an id (the
 * caller's safe `x-request-id`, e.g. from checkout-service or the edge, or a new UUID: the
 * service kit's `requestIdFor`, the one rule of every service), echoes
 * it as `X-Request-Id`, keeps it in `ctx.state.requestId` and writes one JSON line per request:
 * `{reqId, method, url, status, responseTime (ms)}`, and `cache: 'hit' | 'miss'` on a public
 * catalogue read the response cache keeps (plugin::response-cache.catalogue), with the URL as the
 * service kit's `loggableUrl` gives it (the one rule of every service's log: no token, code, signature, session id or e-mail
 * address); no header (Authorization, Cookie) and no body is ever logged. 5xx at `error`, 4xx at `warn`.
 * A request about one order logs its reference as `orderReference`, as every service does: the
 * route's `:customer_reference_number` (order sync, stock holds) or `ctx.state.orderReference`,
 * which a handler that finds the order another way sets (staff's refunds and documents).
 */
export const requestLog = (logger: Logger) => async (ctx: Context, next: Next) => {
  const started = process.hrtime.bigint();
  const reqId = requestIdFor(ctx.get('x-request-id') || undefined);
  ctx.state.requestId = reqId;
  ctx.set('X-Request-Id', reqId);
  try {
    await next();
  } finally {
    // While draining, answers close their keep-alive connection so clients reconnect elsewhere.
    if (lifecycle.draining && !ctx.headerSent) ctx.set('Connection', 'close');
    const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
    const line: Record<string, unknown> = {
      reqId,
      method: ctx.method,
      url: loggableUrl(ctx.originalUrl),
      status: ctx.status,
      responseTime,
    };
    const orderReference = orderReferenceOf(ctx);
    if (orderReference) line.orderReference = orderReference;
    // A public catalogue read the response cache keeps: from the cache (`hit`) or the database (`miss`).
    if (ctx.state.responseCache) line.cache = ctx.state.responseCache;
    if (ctx.status >= 500) logger.error(line, 'request failed');
    else if (ctx.status >= 400) logger.warn(line, 'request refused');
    else logger.info(line, 'request completed');
  }
};

/** The longest order reference a line takes, in characters (the routes' own bound). */
const ORDER_REFERENCE_MAX_LENGTH = 100;

/** The order a request was about: `ctx.state.orderReference`, else its route's `:customer_reference_number`. */
function orderReferenceOf(ctx: Context): string | undefined {
  const params = (ctx as Context & { params?: Record<string, unknown> }).params;
  const reference = ctx.state.orderReference ?? params?.customer_reference_number;
  if (typeof reference !== 'string' || reference === '' || reference.length > ORDER_REFERENCE_MAX_LENGTH) return;
  return reference;
}

/** `global::request-log`, the outermost middleware (replaces `strapi::logger`), to stdout. */
export default () => requestLog(pino({ name: 'cms', level: process.env.CMS_LOG_LEVEL || 'info' }));
