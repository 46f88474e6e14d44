import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/database.ts';
import { type JobLog, migrateJobQueue, startJobWorker } from './job-worker.ts';
import { JOB_RETRY_POLICY } from './retry-policy.ts';

const fast = { ...JOB_RETRY_POLICY, maxAttempts: 3, firstDelayMs: 20 };

describe('startJobWorker', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const lines: { level: string; message: string; meta: Record<string, unknown> }[] = [];
  const log: JobLog = (level, message, meta) => lines.push({ level, message, meta });

  beforeAll(async () => {
    database = await createTestDatabase('service_kit_jobs');
    await migrateJobQueue(database.url);
    pool = new pg.Pool({ connectionString: database.url });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const addJob = (task: string, payload: object, key: string) =>
    pool.query('SELECT graphile_worker.add_job($1, $2::json, job_key => $3, max_attempts => 30)', [
      task,
      JSON.stringify(payload),
      key,
    ]);

  it('tries a failing job again under the policy, keeping its payload and key, until it succeeds', async () => {
    const seen: { attempt: number; jobKey: string | null; id: unknown }[] = [];
    const worker = await startJobWorker({
      connection: database.url,
      tasks: {
        flaky: {
          retry: fast,
          run: async (payload, job) => {
            seen.push({ attempt: job.attempt, jobKey: job.jobKey, id: payload.id });
            if (job.attempt < 3) throw new Error('smtp refused');
          },
        },
      },
      log,
      pollIntervalMs: 20,
    });
    try {
      await addJob('flaky', { id: 7 }, 'flaky:7');
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
      expect(seen).toEqual([1, 2, 3].map((attempt) => ({ attempt, jobKey: 'flaky:7', id: 7 })));
      await expect
        .poll(async () => (await pool.query('SELECT count(*)::int AS n FROM graphile_worker.jobs')).rows[0].n)
        .toBe(0);
    } finally {
      await worker.stop();
    }
  });

  it('gives a job up after the last attempt: logged at error level, kept with its last error', async () => {
    let runs = 0;
    const worker = await startJobWorker({
      connection: database.url,
      tasks: {
        doomed: async () => {
          runs += 1;
          throw Object.assign(new Error('<winner@example.ae>: mailbox does not exist'), { code: 'EENVELOPE' });
        },
      },
      retry: fast,
      log,
      pollIntervalMs: 20,
    });
    try {
      await addJob('doomed', { id: 8 }, 'doomed:8');
      await expect.poll(() => lines.some((line) => line.level === 'error'), { timeout: 10_000 }).toBe(true);
      const gaveUp = lines.find((line) => line.level === 'error');
      expect(gaveUp?.message).toMatch(/gave up after 3 attempts/);
      expect(gaveUp?.meta).toMatchObject({ task: 'doomed', jobKey: 'doomed:8', attempt: 3 });
      await expect
        .poll(
          async () =>
            (await pool.query('SELECT attempts, max_attempts, last_error, key FROM graphile_worker.jobs')).rows,
        )
        .toEqual([
          {
            attempts: 1,
            max_attempts: 1,
            last_error: expect.stringContaining('doomed gave up after 3 attempts (last: EENVELOPE)'),
            key: 'doomed:8',
          },
        ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(runs).toBe(3);
      const stored = await pool.query('SELECT id, last_error FROM graphile_worker.jobs');
      expect(JSON.stringify([lines, stored.rows])).not.toContain('winner@example.ae');
      // Operations runs it once more (docs/operations.md "Jobs that gave up").
      await pool.query('SELECT graphile_worker.reschedule_jobs(ARRAY[$1]::bigint[], run_at => now(), attempts => 0)', [
        stored.rows[0].id,
      ]);
      await expect.poll(() => runs).toBe(4);
    } finally {
      await worker.stop();
    }
  });

  it('runs a recurring job at its interval, one round at a time', async () => {
    let rounds = 0;
    const worker = await startJobWorker({
      connection: database.url,
      tasks: {},
      recurring: [
        {
          name: 'sweep',
          intervalMs: 30,
          run: async () => {
            rounds += 1;
            if (rounds === 1) throw new Error('first round fails');
          },
        },
      ],
      log,
      pollIntervalMs: 20,
    });
    try {
      await expect.poll(() => rounds, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(lines.some((line) => line.level === 'warn' && line.meta.task === 'sweep')).toBe(true);
    } finally {
      await worker.stop();
    }
    const waiting = await pool.query(
      "SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'sweep'",
    );
    expect(waiting.rows[0].n).toBe(1);
  });

  it('does not start when the queue cannot be reached', async () => {
    await expect(
      startJobWorker({
        connection: 'postgres://postgres:postgres@127.0.0.1:9/none',
        tasks: {},
        log,
        pollIntervalMs: 20,
      }),
    ).rejects.toThrow();
  });
});

describe('migrateJobQueue', () => {
  it('installs the queue once when two replicas start together on a new database', async () => {
    const fresh = await createTestDatabase('service_kit_queue_race');
    try {
      const installs = await Promise.allSettled([migrateJobQueue(fresh.url), migrateJobQueue(fresh.url)]);
      expect(installs.map((install) => install.status)).toEqual(['fulfilled', 'fulfilled']);
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const { rows } = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = 'graphile_worker'");
      await client.end();
      expect(rows).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
  });
});
