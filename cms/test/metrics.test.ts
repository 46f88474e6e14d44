import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleValue } from '../../scripts/test/prometheus-text.ts';
import { startTestCms, type TestCms } from './strapi-harness';

const SERVICE_TOKEN = 'test-cms-service-token';

/** A port free on 127.0.0.1 now, for the metrics listener. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

let cms: TestCms;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  cms = await startTestCms({ CMS_METRICS_PORT: String(metricsPort), CMS_SERVICE_TOKEN: SERVICE_TOKEN });
});
afterAll(async () => {
  await cms?.stop();
});

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('CMS metrics (docs/operations.md "Metrics and alerts")', () => {
  it('counts requests by route pattern, and the response cache by hit and miss', async () => {
    const before = await scrape();
    const categories = `${cms.url}/api/categories?locale=en`;
    expect((await fetch(categories)).status).toBe(200);
    expect((await fetch(categories)).status).toBe(200);
    expect((await fetch(`${cms.url}/api/no-such-type/12345`)).status).toBe(404);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('outlet_http_requests_total', { route: 'catalogue', status_class: '2xx' })).toBe(2);
    expect(moved('outlet_cms_response_cache_reads_total', { result: 'miss' })).toBe(1);
    expect(moved('outlet_cms_response_cache_reads_total', { result: 'hit' })).toBe(1);
    expect(moved('outlet_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(after).not.toContain('no-such-type');
  });

  it("names a Strapi route by koa-router's pattern", async () => {
    const response = await fetch(`${cms.url}/api/stock-holds/NOT-1/release`, { method: 'POST' });
    expect(response.status).toBe(401);
    const text = await scrape();
    const routes = text.match(/route="[^"]*stock-holds[^"]*"/g) ?? [];
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.join()).not.toContain('NOT-1');
  });

  it('reads the stock holds, the job queue and the pool at scrape time', async () => {
    expect(await scrape()).toMatch(/^outlet_stock_holds_open 0$/m);
    const product = await cms.strapi
      .documents('api::product.product')
      .create({ data: { title: 'Metrics Dates', price: 10, stock: 5 } as never });
    const held = await fetch(`${cms.url}/api/stock-holds/NOT-1700000000001`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_TOKEN}` },
      body: JSON.stringify({
        lines: [{ product_id: product.id, quantity: 2 }],
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    });
    expect(held.status).toBe(200);
    const text = await scrape();
    expect(sampleValue(text, 'outlet_stock_holds_open')).toBe(1);
    expect(sampleValue(text, 'outlet_stock_held_pieces')).toBe(2);
    expect(sampleValue(text, 'outlet_db_pool_connections', { pool: 'cms' })).toBeGreaterThan(0);
    expect(sampleValue(text, 'outlet_scrape_query_failures_total', { query: 'stock_holds' })).toBe(0);
    expect(text).toMatch(/^outlet_cms_enquiry_mails_given_up\{mail="routed"\} 0$/m);
    expect(text).toContain('outlet_cms_media_failures_total');
  });

  it('answers /metrics only on its own port: the public port says 404', async () => {
    expect((await fetch(`${cms.url}/metrics`)).status).toBe(404);
  });
});
