import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/database.ts';
import { type JobLog, type JobWorker, migrateJobQueue, startJobWorker } from './job-worker.ts';
import { JOB_WORKER_LIVENESS_LOCK, releaseDeadWorkersJobs } from './job-worker-liveness.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../../..');
const FIXTURE = path.join(here, 'job-worker-liveness.fixture.ts');
/** What a test leaves running when it fails: killed or finished after each test. */
const cleanups: (() => void)[] = [];

/** Starts the fixture (another replica's worker) and resolves once it has looked for jobs. */
async function startReplica(url: string): Promise<{ child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, url], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  cleanups.push(() => child.kill('SIGKILL'));
  child.stdout?.setEncoding('utf8').on('data', (text: string) => lines.push(...text.split('\n').filter(Boolean)));
  await expect.poll(() => lines, { timeout: 10_000 }).toContain('ready');
  return { child, lines };
}

describe('jobs locked by a dead job worker', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const workers: JobWorker[] = [];
  const lines: { level: string; message: string; meta: Record<string, unknown> }[] = [];
  const log: JobLog = (level, message, meta) => lines.push({ level, message, meta });

  beforeAll(async () => {
    database = await createTestDatabase('service_kit_liveness');
    await migrateJobQueue(database.url);
    pool = new pg.Pool({ connectionString: database.url });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await pool.query('DELETE FROM graphile_worker._private_jobs');
    lines.length = 0;
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const addJob = (key: string) =>
    pool.query(`SELECT graphile_worker.add_job('block', '{}'::json, job_key => $1, max_attempts => 30)`, [key]);
  const lockOf = async (key: string) =>
    (await pool.query('SELECT locked_by, attempts FROM graphile_worker.jobs WHERE key = $1', [key])).rows[0];

  /** A worker in this process that runs `block` jobs until `finish()`; `runs` lists their keys. */
  async function startBlockingWorker(checkIntervalMs: number) {
    const runs: (string | null)[] = [];
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const worker = await startJobWorker({
      connection: database.url,
      tasks: {
        block: async (_payload, job) => {
          runs.push(job.jobKey);
          await finished;
        },
      },
      log,
      pollIntervalMs: 20,
      deadWorkerCheckIntervalMs: checkIntervalMs,
    });
    workers.push(worker);
    cleanups.push(finish);
    return { runs, finish };
  }

  it('runs a job again within seconds when the replica that took it was killed', async () => {
    const replica = await startReplica(database.url);
    await addJob('block:killed');
    await expect.poll(() => replica.lines, { timeout: 5_000 }).toContain('started block:killed');
    const { locked_by: deadWorker } = await lockOf('block:killed');
    expect(deadWorker).toMatch(/^worker-/);
    replica.child.kill('SIGKILL');
    await once(replica.child, 'exit');

    const survivor = await startBlockingWorker(200);
    await expect.poll(() => survivor.runs, { timeout: 5_000 }).toEqual(['block:killed']);
    expect((await lockOf('block:killed')).attempts).toBe(2);
    expect(lines.filter((line) => line.level === 'warn' && line.meta.workerId === deadWorker)).toEqual([
      {
        level: 'warn',
        message: `released 1 job(s) locked by job worker ${deadWorker}, which died`,
        meta: { workerId: deadWorker, jobs: 1, tasks: ['block'] },
      },
    ]);
    survivor.finish();
  }, 15_000);

  it("leaves a live replica's long job to it, also after its liveness session dropped", async () => {
    // The owner connects again after a quarter of its interval (25 ms); the other gives it one of its own (1 s).
    const owner = await startBlockingWorker(100);
    await addJob('block:long');
    await expect.poll(() => owner.runs, { timeout: 5_000 }).toEqual(['block:long']);
    const { locked_by: ownerWorker } = await lockOf('block:long');
    const other = await startBlockingWorker(1_000);

    await new Promise((resolve) => setTimeout(resolve, 1_200));
    // As a PostgreSQL restart would: every liveness session ends and connects again.
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'job-worker-liveness'",
    );
    await new Promise((resolve) => setTimeout(resolve, 2_200));

    expect(other.runs).toEqual([]);
    expect(await lockOf('block:long')).toEqual({ locked_by: ownerWorker, attempts: 1 });
    expect(lines.filter((line) => line.message.startsWith('released'))).toEqual([]);
    owner.finish();
    await expect
      .poll(async () => (await pool.query('SELECT count(*)::int AS n FROM graphile_worker.jobs')).rows[0].n)
      .toBe(0);
    expect(other.runs).toEqual([]);
  }, 15_000);

  it('takes a worker for dead only when no session held its lock at two checks in a row', async () => {
    await addJob('block:gone');
    await addJob('block:alive');
    await pool.query(
      `UPDATE graphile_worker._private_jobs SET locked_by = 'worker-' || substr(key, 7), locked_at = now()`,
    );
    const alive = new pg.Client({ connectionString: database.url });
    await alive.connect();
    try {
      await alive.query('SELECT pg_advisory_lock(hashtext($1), hashtext($2))', [
        JOB_WORKER_LIVENESS_LOCK,
        'worker-alive',
      ]);
      const none = { live: new Set<string>() };
      const first = await releaseDeadWorkersJobs(pool, none, new Set(), log);
      expect([...first]).toEqual(['worker-gone']);
      expect((await lockOf('block:gone')).locked_by).toBe('worker-gone');

      const second = await releaseDeadWorkersJobs(pool, none, first, log);
      expect([...second]).toEqual([]);
      expect((await lockOf('block:gone')).locked_by).toBeNull();
      expect((await lockOf('block:alive')).locked_by).toBe('worker-alive');
      expect(lines.map((line) => line.meta.workerId)).toEqual(['worker-gone']);
      // A service never takes its own workers for dead, even while its session is away.
      await alive.end();
      const own = { live: new Set(['worker-alive']) };
      await releaseDeadWorkersJobs(pool, own, await releaseDeadWorkersJobs(pool, own, new Set(), log), log);
      expect((await lockOf('block:alive')).locked_by).toBe('worker-alive');
    } finally {
      await alive.end().catch(() => undefined);
    }
  }, 15_000);
});
