import { createServiceMetrics, type MetricsServer, startMetricsServer } from '@outlet-shop/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue, scrape } from '../../scripts/test/prometheus-text.ts';
import { startOriginWithFakes } from './fake-services.ts';

let origin: Awaited<ReturnType<typeof startOriginWithFakes>>;
let server: MetricsServer;
beforeAll(async () => {
  const metrics = createServiceMetrics();
  origin = await startOriginWithFakes(() => 0, {}, { metrics });
  server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
});
afterAll(async () => {
  await server?.close();
  await origin?.close();
});

describe('web-render metrics (docs/operations.md "Metrics and alerts")', () => {
  it("counts pages and service calls under the edge route's name, never the path", async () => {
    const page = { method: 'GET', route: 'spa', status_class: '2xx' };
    const before = await scrape(server.port);
    expect((await origin.app.inject({ url: '/product/1' })).statusCode).toBe(200);
    expect((await origin.app.inject({ url: '/product/3' })).statusCode).toBe(503);
    expect((await origin.app.inject({ url: '/checkout/v1/config' })).statusCode).toBe(200);
    const after = await scrape(server.port);
    expect(sampleValue(after, 'outlet_http_requests_total', page)).toBe(
      sampleValue(before, 'outlet_http_requests_total', page) + 1,
    );
    expect(sampleValue(after, 'outlet_http_request_errors_total', { route: 'spa' })).toBe(
      sampleValue(before, 'outlet_http_request_errors_total', { route: 'spa' }) + 1,
    );
    expect(sampleValue(after, 'outlet_http_requests_total', { route: 'checkout', status_class: '2xx' })).toBe(1);
    expect(after).not.toContain('/product/');
  });

  it("answers /metrics only on its own port: the public origin answers the shop's page there", async () => {
    // The fake render leaves unknown pages to the shell; the web build's render answers them 404.
    const response = await origin.app.inject({ url: '/metrics' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('outlet_http_requests_total');
  });
});
