import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleValue } from '../../../scripts/test/prometheus-text.ts';
import {
  createServiceMetrics,
  methodLabel,
  pgPoolUse,
  registerJobQueueGauges,
  registerPoolGauges,
  startMetricsServer,
  statusClass,
} from './metrics.ts';

describe('labels', () => {
  it('keeps status classes and methods to a few values', () => {
    expect([statusClass(200), statusClass(304), statusClass(404), statusClass(503), statusClass(999)]).toEqual([
      '2xx',
      '3xx',
      '4xx',
      '5xx',
      'other',
    ]);
    expect([methodLabel('get'), methodLabel('PROPFIND')]).toEqual(['GET', 'other']);
  });
});

describe('a scrape with the database down', () => {
  // Nothing listens on port 1: every query fails at once.
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
  afterAll(() => pool.end());

  it('still answers, the job gauges empty and the failure counted', async () => {
    const metrics = createServiceMetrics();
    registerPoolGauges(metrics.registry, 'main', pgPoolUse(pool));
    registerJobQueueGauges(metrics.registry, (sql) => pool.query(sql));
    metrics.recordRequest({ method: 'GET', route: '/v1/things/:id', statusCode: 502, durationSeconds: 0.2 });
    const server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(sampleValue(text, 'outlet_scrape_query_failures_total', { query: 'job_queue' })).toBe(1);
      expect(text).not.toMatch(/^outlet_jobs_waiting\{/m);
      expect(sampleValue(text, 'outlet_db_pool_waiting_clients', { pool: 'main' })).toBe(0);
      expect(sampleValue(text, 'outlet_http_request_errors_total', { route: '/v1/things/:id' })).toBe(1);
      expect(
        sampleValue(text, 'outlet_http_request_duration_seconds_bucket', { le: '0.25', status_class: '5xx' }),
      ).toBe(1);
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
