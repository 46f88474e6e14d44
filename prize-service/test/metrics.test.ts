import { createPool, type MetricsServer, startMetricsServer } from '@outlet-shop/service-kit';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { sampleValue, scrape } from '../../scripts/test/prometheus-text.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import { createPrizeMetrics } from '../src/metrics.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: pg.Pool;
let app: FastifyInstance;
let server: MetricsServer;
beforeAll(async () => {
  database = await createTestDatabase('prize');
  await migrate(database.url);
  db = createPool(database.url);
  const metrics = createPrizeMetrics(db);
  app = await buildApp({ config: loadConfig({ PRIZE_DATABASE_URL: database.url }), db }, { metrics });
  server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
});
afterAll(async () => {
  await server.close();
  await app.close();
  await db.end();
  await database.drop();
});

describe('prize metrics (docs/operations.md "Metrics and alerts")', () => {
  it('counts a code check under its route pattern, never the code', async () => {
    const route = { method: 'GET', route: '/v1/varifyCode/:code' };
    const before = sampleValue(await scrape(server.port), 'outlet_http_requests_total', route);
    const response = await app.inject({ method: 'GET', url: '/v1/varifyCode/NO-SUCH-CODE-42' });
    expect(response.statusCode).toBeLessThan(500);
    const text = await scrape(server.port);
    expect(sampleValue(text, 'outlet_http_requests_total', route)).toBe(before + 1);
    expect(text).not.toContain('NO-SUCH-CODE-42');
    expect(sampleValue(text, 'outlet_db_pool_connections', { pool: 'prize' })).toBeGreaterThan(0);
  });

  it('answers /metrics only on its own port: the public app says 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
