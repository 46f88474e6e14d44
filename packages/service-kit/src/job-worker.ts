import { EventEmitter } from 'node:events';
import {
  type JobHelpers,
  type LogFunctionFactory,
  Logger,
  run,
  runMigrations,
  type Task,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';
import {
  DEAD_WORKER_CHECK_INTERVAL_MS,
  type DeadWorkerCheck,
  startDeadWorkerCheck,
  startWorkerLiveness,
} from './job-worker-liveness.ts';
import { isLastAttempt, JOB_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retry-policy.ts';

/** A log line's level, as the job worker writes it. */
export type JobLogLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * Where the job worker's lines go: graphile-worker's own (they carry job ids, never payloads) and
 * the retry policy's ('job rescheduled', 'job gave up'). `meta` holds `task`, `jobKey`, `attempt`
 * and `error` (its class and code, never its message). {@link pinoJobLog} adapts a Fastify/pino logger; the CMS passes Strapi's.
 */
export type JobLog = (level: JobLogLevel, message: string, meta: Record<string, unknown>) => void;

/** A pino-style logger (Fastify's `app.log`). */
export interface PinoLike {
  error(meta: object, message: string): void;
  warn(meta: object, message: string): void;
  info(meta: object, message: string): void;
  debug(meta: object, message: string): void;
}

/** A {@link JobLog} writing to a pino logger (meta first, as pino takes it). */
export function pinoJobLog(logger: PinoLike): JobLog {
  return (level, message, meta) => logger[level](meta, message);
}

/** What a task knows of its job: its attempt (from 1) and key. */
export interface JobContext {
  /** This run's attempt, from 1: the policy's count, across the job's reschedules. */
  attempt: number;
  /** The job's key (one waiting job per key), or null. */
  jobKey: string | null;
  /** graphile-worker's helpers (`addJob`, `withPgClient`) for a task that queues more work. */
  helpers: JobHelpers;
}

/**
 * A task: resolves when its work is done (or done for good), throws to be tried again under the
 * retry policy. It must be idempotent: a job may run again after a crash. Its payload is the
 * JSON object it was queued with (plus `attempt`, the policy's count, once it failed).
 */
export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

/** A task with a retry policy of its own (its `firstDelayMs` in tests), else the worker's. */
export interface JobTask {
  run: JobHandler;
  retry?: RetryPolicy;
}

/**
 * Work that runs again `intervalMs` after its last round ended, on one instance at a time (one
 * job under one key, the name): a sweeper. A failed round is logged; the next comes all the same.
 */
export interface RecurringJob {
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

/** What `startJobWorker` runs and how. */
export interface JobWorkerOptions {
  /** The database of the queue: a URL or pg's options; the worker opens a pool of its own on it. */
  connection: string | pg.PoolConfig;
  /** By task name (graphile-worker's task identifier): a handler or `{ run, retry }`. */
  tasks: Record<string, JobHandler | JobTask>;
  recurring?: readonly RecurringJob[];
  /** graphile-worker's crontab lines (e.g. an hourly sweep: `0 * * * * name`); none by default. */
  crontab?: string;
  log: JobLog;
  /** How often the worker looks for jobs that came due, ms; new jobs arrive at once (LISTEN/NOTIFY). */
  pollIntervalMs: number;
  /** Jobs run at once (default 2). */
  concurrency?: number;
  /** Default {@link JOB_RETRY_POLICY}. */
  retry?: RetryPolicy;
  /**
   * How often the worker looks for jobs locked by a worker that died (a replica killed), ms: they
   * run again between one and two intervals after it died (docs/decisions/107), not after
   * graphile-worker's 4 hours. Default {@link DEAD_WORKER_CHECK_INTERVAL_MS} (15 s).
   */
  deadWorkerCheckIntervalMs?: number;
}

/** A running worker: `stop()` takes no new job, waits for the running ones and closes its pool. */
export interface JobWorker {
  stop(): Promise<void>;
}

/** graphile-worker's log lines through `log`. */
function workerLogger(log: JobLog): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message) => {
    log(level === 'warning' ? 'warn' : level, `Job queue: ${message}`, { jobQueue: scope });
  };
  return new Logger(factory);
}

const silentLogger = new Logger(() => () => {});

/** The advisory lock's name under which one replica at a time installs the queue's schema. */
export const JOB_QUEUE_MIGRATION_LOCK = 'outlet-shop:job-queue-migrations';

/**
 * Installs or upgrades graphile-worker's schema (`graphile_worker`) in the queue's database, so
 * jobs can be queued (by a migration, a transaction) before the worker starts. Replicas starting
 * together on a new database take turns under a PostgreSQL advisory lock (docs/decisions/086):
 * graphile-worker's own install is not safe to run twice at once (`CREATE SCHEMA` fails with a
 * duplicate key for the second). Throws when the database cannot be reached.
 */
export async function migrateJobQueue(connection: string | pg.Pool): Promise<void> {
  const target = typeof connection === 'string' ? { connectionString: connection } : { pgPool: connection };
  const lock = typeof connection === 'string' ? new pg.Client({ connectionString: connection }) : undefined;
  const client = lock ?? (await (connection as pg.Pool).connect());
  if (lock) await lock.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [JOB_QUEUE_MIGRATION_LOCK]);
    await runMigrations({ ...target, logger: silentLogger });
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [JOB_QUEUE_MIGRATION_LOCK]).catch(() => undefined);
    if (lock) await lock.end().catch(() => undefined);
    else (client as pg.PoolClient).release();
  }
}

/**
 * What the worker's own lines say of a task's error: its class and code only. A task logs why it
 * failed itself, in words fit for the log; an error's message may carry a shopper's address
 * (an SMTP refusal), so the worker never logs or stores it.
 */
function errorSummary(error: unknown): { name: string; code?: string } {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return { name: typeof name === 'string' ? name : 'Error', ...(typeof code === 'string' ? { code } : {}) };
}

/** The policy's count of failed attempts kept in a job's payload. */
function failedAttemptsOf(payload: Record<string, unknown>): number {
  const { attempt } = payload;
  return typeof attempt === 'number' && Number.isInteger(attempt) && attempt > 0 ? attempt : 0;
}

/**
 * A graphile-worker task applying the retry policy: a failure before the last attempt queues the
 * next attempt (same task, payload and key, `attempt` counted in the payload) after
 * `retryDelayMs` and ends this job; graphile-worker's own backoff is fixed (e^attempts s), ours is
 * the policy's. The last attempt is queued with `max_attempts` 1, so when it fails too the job
 * stays in `graphile_worker.jobs` with its `last_error` (the task, the attempts and the error's
 * class or code; never its message) and is never run again by itself.
 */
function policyTask(name: string, task: JobTask, policy: RetryPolicy, log: JobLog): Task {
  return async (rawPayload, helpers) => {
    const payload = (rawPayload ?? {}) as Record<string, unknown>;
    const attempt = failedAttemptsOf(payload) + 1;
    const jobKey = helpers.job.key;
    try {
      await task.run(payload, { attempt, jobKey, helpers });
    } catch (error) {
      const meta = { task: name, jobKey, attempt, error: errorSummary(error) };
      if (isLastAttempt(attempt, policy)) {
        log('error', `job gave up after ${attempt} attempts; it stays in graphile_worker.jobs`, meta);
        const { name: errorName, code } = meta.error;
        throw new Error(`${name} gave up after ${attempt} attempts (last: ${code ?? errorName})`);
      }
      const delayMs = retryDelayMs(attempt, policy);
      // On a running job's key, add_job takes the key off this job and queues a new one.
      await helpers.addJob(
        name,
        { ...payload, attempt },
        {
          runAt: new Date(Date.now() + delayMs),
          maxAttempts: isLastAttempt(attempt + 1, policy) ? 1 : policy.maxAttempts,
          ...(jobKey ? { jobKey } : {}),
        },
      );
      log('debug', 'job rescheduled', { ...meta, delayMs });
    }
  };
}

/** Queues the next round of a recurring job (by its key: one waiting round at a time). */
async function scheduleRound(helpers: Pick<JobHelpers, 'addJob'>, job: RecurringJob, delayMs: number): Promise<void> {
  await helpers.addJob(
    job.name,
    {},
    { runAt: new Date(Date.now() + delayMs), jobKey: job.name, maxAttempts: JOB_RETRY_POLICY.maxAttempts },
  );
}

function recurringTask(job: RecurringJob, log: JobLog): Task {
  return async (_payload, helpers) => {
    try {
      await job.run();
    } catch (error) {
      log('warn', 'recurring job failed; next round at its interval', { task: job.name, error: errorSummary(error) });
    }
    await scheduleRound(helpers, job, job.intervalMs);
  };
}

/**
 * Resolves once a worker has looked for jobs successfully; rejects if its first look failed.
 * graphile-worker 0.16 keeps the answer of its first task lookup, a failed one included (the
 * workers would then fail forever), so a service must not start on a failed lookup.
 */
function firstLookup(events: WorkerEvents): Promise<void> {
  return new Promise((resolve, reject) => {
    events.once('worker:getJob:empty', () => resolve());
    events.once('job:start', () => resolve());
    events.once('worker:getJob:error', ({ error }) => reject(error));
  });
}

/**
 * Starts the one graphile-worker of a service (checkout and CMS alike; docs/decisions/069): a pool
 * of its own on `connection` (connecting gives up after 3 s; a lost idle connection is logged, not
 * fatal), the queue's schema installed, every task under the retry policy, recurring jobs queued
 * for a first round now, no signal handling (the service's shutdown calls `stop`). Its workers are
 * said alive on a session of their own, and jobs locked by dead workers of any replica are
 * unlocked (`job-worker-liveness.ts`). Resolves once the worker has looked for jobs successfully.
 * @throws the database's error when the first look for jobs failed (the pool is closed again).
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { log } = options;
  const policy = options.retry ?? JOB_RETRY_POLICY;
  const concurrency = options.concurrency ?? 2;
  const config = typeof options.connection === 'string' ? { connectionString: options.connection } : options.connection;
  const pool = new pg.Pool({ connectionTimeoutMillis: 3_000, ...config, max: concurrency + 2 });
  pool.on('error', (error) => log('warn', 'job queue connection lost', { err: error }));
  const taskList: TaskList = {};
  for (const [name, entry] of Object.entries(options.tasks)) {
    const task = typeof entry === 'function' ? { run: entry } : entry;
    taskList[name] = policyTask(name, task, task.retry ?? policy, log);
  }
  for (const job of options.recurring ?? []) taskList[job.name] = recurringTask(job, log);
  const events: WorkerEvents = new EventEmitter();
  const looked = firstLookup(events);
  const checkIntervalMs = options.deadWorkerCheckIntervalMs ?? DEAD_WORKER_CHECK_INTERVAL_MS;
  const reconnectDelayMs = Math.min(1_000, checkIntervalMs / 4);
  const liveness = startWorkerLiveness({ connectionTimeoutMillis: 3_000, ...config }, log, reconnectDelayMs);
  events.on('worker:create', ({ worker }) => liveness.add(worker.workerId));
  events.on('worker:stop', ({ worker }) => liveness.remove(worker.workerId));
  let runner: Awaited<ReturnType<typeof run>> | undefined;
  let check: DeadWorkerCheck | undefined;
  const stop = async () => {
    await check?.stop();
    await runner?.stop();
    await liveness.stop();
    await pool.end();
  };
  try {
    const logger = workerLogger(log);
    await runMigrations({ pgPool: pool, logger });
    runner = await run({
      events,
      pgPool: pool,
      taskList,
      concurrency,
      pollInterval: options.pollIntervalMs,
      noHandleSignals: true,
      crontab: options.crontab ?? '',
      logger,
    });
    const first = runner;
    for (const job of options.recurring ?? []) await scheduleRound(first, job, 0);
    await looked;
    check = startDeadWorkerCheck(pool, liveness, checkIntervalMs, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
