import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { cmsMetrics, mediaFailures } from '../server/metrics';
import metrics from './metrics';

const middleware = metrics(undefined, { strapi: {} as Core.Strapi });

/** A Koa context as far as the middleware reads it, answered `status` by what runs inside. */
async function answer(method: string, path: string, status: number, matchedRoute?: string): Promise<void> {
  const ctx = { method, path, status: 404, state: {}, _matchedRoute: matchedRoute } as unknown as Context;
  await middleware(ctx, async () => {
    ctx.status = status;
  });
}

const failures = async (operation: string) =>
  (await mediaFailures.get()).values.find((value) => value.labels.operation === operation)?.value ?? 0;

describe('global::metrics', () => {
  it('counts a 5xx of /uploads/* as a failed media read and of an upload route as a failed write', async () => {
    const reads = await failures('read');
    const writes = await failures('write');
    await answer('GET', '/uploads/jar_1a2b.webp', 503);
    await answer('POST', '/upload', 500);
    await answer('GET', '/uploads/missing.webp', 404);
    await answer('GET', '/api/categories', 500);
    expect(await failures('read')).toBe(reads + 1);
    expect(await failures('write')).toBe(writes + 1);
  });

  it('labels by the route pattern, never the raw path', async () => {
    await answer('GET', '/api/orders/NOT-17', 200, '/api/orders/:reference');
    await answer('GET', '/api/whatever/NOT-18', 404, '([^/]*)');
    const text = await cmsMetrics.registry.getSingleMetricAsString('outlet_http_requests_total');
    expect(text).toContain('route="/api/orders/:reference"');
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('NOT-1');
  });
});
