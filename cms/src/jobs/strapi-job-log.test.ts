import { migrateJobQueue, startJobWorker } from '@outlet-shop/service-kit/job-worker';
import { JOB_RETRY_POLICY } from '@outlet-shop/service-kit/retry-policy';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/database.ts';
import { strapiJobLog } from './strapi-job-log';

describe("the CMS's job log", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const lines: string[] = [];
  const write = (message: string) => lines.push(message);
  const logger = { error: write, warn: write, info: write, debug: write };

  beforeAll(async () => {
    database = await createTestDatabase('cms_job_log');
    await migrateJobQueue(database.url);
    pool = new pg.Pool({ connectionString: database.url });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it("names a failing task's error by class and code, never its message with the shopper's address", async () => {
    const worker = await startJobWorker({
      connection: database.url,
      tasks: {
        'order-shipped-mail': async () => {
          throw Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <shopper@example.ae>"), {
            code: 'EENVELOPE',
          });
        },
      },
      retry: { ...JOB_RETRY_POLICY, maxAttempts: 2, firstDelayMs: 20 },
      log: strapiJobLog(logger),
      pollIntervalMs: 20,
    });
    try {
      await pool.query(
        "SELECT graphile_worker.add_job('order-shipped-mail', json_build_object('orderId', 12), job_key => 'order-shipped-mail:12')",
      );
      await expect.poll(() => lines.some((line) => line.startsWith('job gave up')), { timeout: 10_000 }).toBe(true);
    } finally {
      await worker.stop();
    }
    expect(lines).toContain('job rescheduled (order-shipped-mail, order-shipped-mail:12, attempt 1): Error EENVELOPE');
    expect(lines).toContain(
      'job gave up after 2 attempts; it stays in graphile_worker.jobs (order-shipped-mail, order-shipped-mail:12, attempt 2): Error EENVELOPE',
    );
    expect(lines.join('\n')).not.toContain('shopper@example.ae');
  });
});
