import { EventEmitter } from 'node:events';
import { createPool } from '@outlet-shop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, run, runMigrations, type Task, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';

/**
 * The side effects of a paid order, each a graphile-worker task (docs/decisions/044). Its job
 * key is `<name>:<order reference>`, so an order has at most one job of each.
 */
export type SideEffectName =
  | 'stock-commit'
  | 'prize-redemption'
  | 'cms-order-push'
  | 'order-confirmation-mail'
  | 'staff-order-mail'
  | 'refund-mail';

/**
 * A job that runs again and again, `intervalMs` after its last run ended, on one instance at a
 * time (one job under one key): the sweeper of abandoned checkouts.
 */
export interface RecurringTask {
  name: string;
  intervalMs: number;
  /** One round; a failure is logged and the next round comes at the interval all the same. */
  run(): Promise<void>;
}

/**
 * One side effect of a paid order: `run(reference)` returns once it is done (or done for good,
 * e.g. a refused prize code) and throws when it should be tried again. It must be idempotent.
 */
export interface SideEffect {
  run(reference: string): Promise<void>;
  /** First wait after a failure, ms; doubles per attempt, at most one hour. */
  retryBaseMs: number;
}

/** Jobs are never given up: the largest `max_attempts` graphile-worker stores (smallint). */
export const MAX_ATTEMPTS = 32_767;
const MAX_RETRY_MS = 60 * 60_000;

/** The job key of a side effect of one order. */
export function jobKey(name: SideEffectName, reference: string): string {
  return `${name}:${reference}`;
}

/** Wait before attempt `attempt + 1`, ms: `baseMs`, doubling, at most one hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);
}

const jobPayload = z.object({ reference: z.string().min(1), attempt: z.number().int().min(0).default(0) });

/**
 * Schedules attempt `attempt + 1` of a side effect after `retryDelayMs(attempt, baseMs)`.
 * graphile-worker's own backoff is fixed (e^attempts seconds), so a failed attempt replaces its
 * job by key with a later one: on a job that is running, `add_job` clears the running job's key
 * and adds a new job (graphile-worker's documented job key behaviour).
 */
export async function retryLater(
  db: pg.Pool,
  name: SideEffectName,
  reference: string,
  attempt: number,
  baseMs: number,
): Promise<void> {
  await db.query(
    `SELECT graphile_worker.add_job($1, json_build_object('reference', $2::text, 'attempt', $3::int),
       run_at => now() + $4 * interval '1 millisecond', max_attempts => $5, job_key => $6)`,
    [name, reference, attempt, retryDelayMs(attempt, baseMs), MAX_ATTEMPTS, jobKey(name, reference)],
  );
}

/** Removes the waiting job of a side effect that is done already (no job → nothing). */
export async function removeJob(db: pg.Pool, name: SideEffectName, reference: string): Promise<void> {
  await db.query('SELECT graphile_worker.remove_job($1)', [jobKey(name, reference)]);
}

/** graphile-worker's log lines through the service's logger (they carry job ids, never payloads). */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message) => {
    const method = level === 'warning' ? 'warn' : level;
    log[method]({ jobQueue: scope }, message);
  });
}

const silentLogger = new Logger(() => () => {});

/** Installs or upgrades graphile-worker's schema (`graphile_worker`) in the checkout database. */
export async function migrateJobQueue(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: silentLogger });
}

function toTask(db: pg.Pool, name: SideEffectName, sideEffect: SideEffect, log: FastifyBaseLogger): Task {
  return async (payload) => {
    const { reference, attempt } = jobPayload.parse(payload);
    try {
      await sideEffect.run(reference);
    } catch {
      // The side effect logged why; an error thrown from here would be logged with its message.
      await retryLater(db, name, reference, attempt + 1, sideEffect.retryBaseMs);
      log.debug({ reference, job: name, attempt: attempt + 1 }, 'side effect rescheduled');
    }
  };
}

/** The job worker's wiring and timings (ms). */
export interface JobWorkerOptions {
  /** The service's pool, for rescheduling. */
  db: pg.Pool;
  /** The worker takes its jobs over a pool of its own on this database. */
  databaseUrl: string;
  sideEffects: Record<SideEffectName, SideEffect>;
  /** Recurring tasks, first run at start. */
  recurring?: readonly RecurringTask[];
  log: FastifyBaseLogger;
  /** How often the worker looks for retries that came due; new jobs arrive at once (LISTEN/NOTIFY). */
  pollIntervalMs: number;
  concurrency?: number;
}

/** Queues the next round of a recurring task (by its key: one waiting round at a time). */
async function scheduleRound(db: pg.Pool, task: RecurringTask, delayMs: number): Promise<void> {
  await db.query(
    `SELECT graphile_worker.add_job($1, '{}'::json, run_at => now() + $2 * interval '1 millisecond',
       max_attempts => $3, job_key => $1)`,
    [task.name, delayMs, MAX_ATTEMPTS],
  );
}

function toRecurringTask(db: pg.Pool, task: RecurringTask, log: FastifyBaseLogger): Task {
  return async () => {
    try {
      await task.run();
    } catch (error) {
      log.warn({ err: error, job: task.name }, 'recurring job failed; next round at its interval');
    }
    await scheduleRound(db, task, task.intervalMs);
  };
}

/**
 * Resolves once a worker has looked for jobs successfully; rejects if its first look failed.
 * graphile-worker 0.16 keeps the answer of its first task lookup, a failed one included (the
 * workers would then fail forever), so the service must not start on a failed lookup.
 */
function firstLookup(events: WorkerEvents): Promise<void> {
  return new Promise((resolve, reject) => {
    events.once('worker:getJob:empty', () => resolve());
    events.once('job:start', () => resolve());
    events.once('worker:getJob:error', ({ error }) => reject(error));
  });
}

/**
 * Starts graphile-worker for the side effects of paid orders and waits until it has looked for
 * jobs once (throws if that failed). Returns the stop function: it stops taking jobs and waits
 * for the running ones (called on close).
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<() => Promise<void>> {
  const { db, log } = options;
  const taskList: TaskList = {};
  for (const [name, sideEffect] of Object.entries(options.sideEffects)) {
    taskList[name] = toTask(db, name as SideEffectName, sideEffect, log);
  }
  for (const task of options.recurring ?? []) {
    taskList[task.name] = toRecurringTask(db, task, log);
    await scheduleRound(db, task, 0);
  }
  // A pool of its own, with the kit's connect time-out, so jobs never wait behind requests.
  const concurrency = options.concurrency ?? 4;
  const pool = createPool(options.databaseUrl, (error) => log.warn({ err: error }, 'job queue connection lost'));
  const events: WorkerEvents = new EventEmitter();
  const looked = firstLookup(events);
  const runner = await run({
    events,
    pgPool: pool,
    taskList,
    concurrency,
    pollInterval: options.pollIntervalMs,
    noHandleSignals: true,
    // No recurring jobs (and no `crontab` file to look for).
    crontab: '',
    logger: workerLogger(log),
  });
  const stop = async () => {
    await runner.stop();
    await pool.end();
  };
  await looked.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return stop;
}
