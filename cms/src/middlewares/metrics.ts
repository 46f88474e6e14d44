import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { cmsMetrics, mediaFailures, responseCacheReads, routeLabel } from '../server/metrics';
import { uploadRouteOf } from './multipart';

/**
 * `global::metrics`, just inside the request log (config/middlewares.ts), so it sees every answer's
 * final status: each request in the kit's HTTP metrics under {@link routeLabel}, the response
 * cache's hits and misses (`ctx.state.responseCache`, set by plugin::response-cache), and a 5xx of
 * `/uploads/*` or an upload route as a media read or write failure.
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) => async (ctx: Context, next: Next) => {
  const started = process.hrtime.bigint();
  let status = 500;
  try {
    await next();
    status = ctx.status;
  } finally {
    cmsMetrics.recordRequest({
      method: ctx.method,
      route: routeLabel(ctx),
      statusCode: status,
      durationSeconds: Number(process.hrtime.bigint() - started) / 1e9,
    });
    const cache = ctx.state.responseCache;
    if (cache === 'hit' || cache === 'miss') responseCacheReads.inc({ result: cache });
    if (status >= 500) {
      if (ctx.path.startsWith('/uploads/')) mediaFailures.inc({ operation: 'read' });
      else if (uploadRouteOf(ctx.method, ctx.path)) mediaFailures.inc({ operation: 'write' });
    }
  }
};
