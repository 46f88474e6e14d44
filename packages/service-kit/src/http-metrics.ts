import type { FastifyInstance } from 'fastify';
import { type ServiceMetrics, UNMATCHED_ROUTE } from './metrics.ts';

/**
 * Records every answer of a Fastify app in `metrics` (`outlet_http_requests_total`, its duration
 * and 5xx errors) under the route's pattern (`/v1/orders/:reference`, Fastify's
 * `routeOptions.url`), {@link UNMATCHED_ROUTE} when no route matched: the label's values are the
 * app's routes, never a raw URL.
 */
export function installHttpMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.recordRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      durationSeconds: reply.elapsedTime / 1000,
    });
  });
}
