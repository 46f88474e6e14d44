import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import pino from 'pino';
import { lifecycle } from '../bootstrap/graceful-shutdown';

/** An incoming id is kept only when short and made of safe characters (else a new one is made). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's `x-request-id` when 1-64 characters of `A-Z a-z 0-9 . _ : -`, otherwise a new UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Query parameters whose values never reach the logs (invitation/confirmation tokens, codes). */
const SECRET_PARAM = /token|code|secret|password|confirmation|signature|key/i;

/** The URL as logged: path and query, with secret-looking parameter values replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${path}?${decodeURIComponent(params.toString())}`;
}

const logger = pino({ name: 'cms', level: process.env.CMS_LOG_LEVEL || 'info' });

/**
 * `global::request-log`, the outermost middleware (replaces `strapi::logger`): gives each
 * request an id (the caller's safe `x-request-id`, e.g. from checkout-service or the edge,
 * or a new UUID), echoes it as `X-Request-Id`, keeps it in `ctx.state.requestId` and writes
 * one JSON line (pino) per request: `{reqId, method, url, status, responseTime (ms)}`, secret-looking
 * query values redacted.
 * 5xx are logged at `error`, 4xx at `warn`.
 */
export default () => async (ctx: Context, next: Next) => {
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
    const line = { reqId, method: ctx.method, url: loggableUrl(ctx.originalUrl), status: ctx.status, responseTime };
    if (ctx.status >= 500) logger.error(line, 'request failed');
    else if (ctx.status >= 400) logger.warn(line, 'request refused');
    else logger.info(line, 'request completed');
  }
};
