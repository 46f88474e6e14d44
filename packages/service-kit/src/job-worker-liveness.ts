import pg from 'pg';
import type { JobLog } from './job-worker.ts';

/**
 * Jobs locked by a worker that died (its replica killed, its host gone) run again within seconds,
 * not after graphile-worker's 4 hours (docs/decisions/107). Each service holds, on one session of
 * its own, a PostgreSQL advisory lock per live graphile-worker worker id; PostgreSQL drops a
 * session's locks when its process dies. Every service looks now and then for worker ids that lock
 * jobs but whose advisory lock nobody holds, and unlocks their jobs with graphile-worker's own
 * `force_unlock_workers`.
 */

/** The first key of the liveness locks (two-key form); the second is `hashtext(worker id)`. */
export const JOB_WORKER_LIVENESS_LOCK = 'outlet-shop:job-worker-alive';

/** How often each service looks for dead workers' jobs by default, ms. */
export const DEAD_WORKER_CHECK_INTERVAL_MS = 15_000;

const LOCK_KEYS = 'hashtext($1), hashtext($2)';

/**
 * The liveness session's keepalives: the server ends the session of a replica whose host vanished
 * (no FIN, no RST) after about a minute (30 s idle, then 3 probes 10 s apart), not the system's 2 hours.
 */
const KEEPALIVE_SQL = `SELECT set_config('tcp_keepalives_idle', '30', false),
  set_config('tcp_keepalives_interval', '10', false), set_config('tcp_keepalives_count', '3', false)`;

/** The worker ids of a service said alive to every other service, for as long as the process lives. */
export interface WorkerLiveness {
  /** Holds `workerId`'s lock from now on (at once if connected, else once connected again). */
  add(workerId: string): void;
  /** Gives `workerId`'s lock back: its worker ended, and any job it left locked may be unlocked. */
  remove(workerId: string): void;
  /** The worker ids added and not removed: never taken for dead by this service's own check. */
  readonly live: ReadonlySet<string>;
  /** Closes the session (every lock goes with it). */
  stop(): Promise<void>;
}

/** How long stopping waits for the liveness session to end, ms, before dropping its connection. */
const STOP_WAIT_MS = 2_000;

/**
 * Opens the liveness session on `config` (`application_name` `job-worker-liveness`, TCP keepalives
 * both ways) and keeps it: a lost connection is logged and made again every `reconnectDelayMs` ms,
 * taking every live worker's lock again; it must be well under the check's interval, which is all
 * the time other services give it. Never throws.
 */
export function startWorkerLiveness(config: pg.ClientConfig, log: JobLog, reconnectDelayMs: number): WorkerLiveness {
  const live = new Set<string>();
  const held = new Set<string>();
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();

  const drop = (target: pg.Client) => {
    if (client !== target) return;
    client = undefined;
    held.clear();
    target.end().catch(() => undefined);
    if (!stopped && !retry) retry = setTimeout(sync, reconnectDelayMs);
  };
  const connect = async () => {
    const next = new pg.Client({
      ...config,
      application_name: 'job-worker-liveness',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('error', (error) => {
      log('warn', 'job worker liveness session lost; connecting again', { error: error.name });
      drop(next);
    });
    next.on('end', () => drop(next));
    client = next;
    await next.connect();
    await next.query(KEEPALIVE_SQL);
    return next;
  };
  const reconcile = async () => {
    if (stopped) return;
    const session = client ?? (await connect());
    for (const id of live) {
      if (held.has(id)) continue;
      // Waits only while another service's check probes this id (one short transaction).
      await session.query(`SELECT pg_advisory_lock(${LOCK_KEYS})`, [JOB_WORKER_LIVENESS_LOCK, id]);
      if (client === session) held.add(id);
    }
    for (const id of held) {
      if (live.has(id)) continue;
      await session.query(`SELECT pg_advisory_unlock(${LOCK_KEYS})`, [JOB_WORKER_LIVENESS_LOCK, id]);
      held.delete(id);
    }
  };
  function sync() {
    retry = undefined;
    chain = chain.then(reconcile).catch((error: Error) => {
      log('debug', 'job worker liveness session cannot reach the queue; trying again', { error: error.name });
      if (client) drop(client);
      else if (!stopped && !retry) retry = setTimeout(sync, reconnectDelayMs);
    });
  }

  return {
    live,
    add(workerId) {
      live.add(workerId);
      sync();
    },
    remove(workerId) {
      live.delete(workerId);
      sync();
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      // Ending first fails a statement still waiting on a connection that went silent. After the
      // database restarted, pg's end() can wait for an 'end' its socket already gave: past
      // STOP_WAIT_MS the socket is destroyed (the session's locks go with it) and stop returns.
      const ended = Promise.all([last?.end().catch(() => undefined), chain]);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_WAIT_MS);
      });
      const outcome = await Promise.race([ended, waited]);
      clearTimeout(timer);
      if (outcome === 'late') {
        log('warn', 'job worker liveness session did not end in time; its connection is dropped', {
          waitedMs: STOP_WAIT_MS,
        });
        (
          last as unknown as { connection?: { stream?: { destroy(): void } } } | undefined
        )?.connection?.stream?.destroy();
      }
    },
  };
}

/** Worker ids that lock jobs or job queues, but for `$1` (this service's live workers). */
const LOCKING_WORKERS_SQL = `
SELECT locked_by FROM (
  SELECT locked_by FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL
  UNION SELECT locked_by FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL
) AS locks WHERE locked_by <> ALL($1::text[])`;

/**
 * One round of the check, on a session of the worker's pool (never the liveness session, whose own
 * locks a probe would take again): the worker ids that lock jobs, are not this service's, hold no
 * liveness lock now and held none at the previous round (`suspects`) are dead; their jobs are
 * unlocked in one transaction per id while the probe's lock is held, so two services never both
 * unlock (or count) one worker's jobs. Two rounds give a live service whose session dropped (a
 * PostgreSQL restart) one interval to take its locks again. Resolves the ids suspected now.
 * @throws the database's error (the round is given up; the next one comes all the same).
 */
export async function releaseDeadWorkersJobs(
  pool: pg.Pool,
  liveness: Pick<WorkerLiveness, 'live'>,
  suspects: ReadonlySet<string>,
  log: JobLog,
): Promise<Set<string>> {
  const client = await pool.connect();
  const suspectedNow = new Set<string>();
  try {
    const { rows } = await client.query<{ locked_by: string }>(LOCKING_WORKERS_SQL, [[...liveness.live]]);
    for (const { locked_by: workerId } of rows) {
      await client.query('BEGIN');
      try {
        const probe = await client.query(`SELECT pg_try_advisory_xact_lock(${LOCK_KEYS}) AS free`, [
          JOB_WORKER_LIVENESS_LOCK,
          workerId,
        ]);
        if (probe.rows[0].free && suspects.has(workerId)) await unlockJobsOf(client, workerId, log);
        else if (probe.rows[0].free) suspectedNow.add(workerId);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
  } finally {
    client.release();
  }
  return suspectedNow;
}

async function unlockJobsOf(client: pg.PoolClient, workerId: string, log: JobLog): Promise<void> {
  const { rows } = await client.query<{ task: string; jobs: number }>(
    `SELECT task_identifier AS task, count(*)::int AS jobs FROM graphile_worker.jobs
     WHERE locked_by = $1 GROUP BY task_identifier ORDER BY task_identifier`,
    [workerId],
  );
  // The function behind graphile-worker's WorkerUtils.forceUnlockWorkers, in this transaction.
  await client.query('SELECT graphile_worker.force_unlock_workers(ARRAY[$1]::text[])', [workerId]);
  const jobs = rows.reduce((sum, row) => sum + row.jobs, 0);
  log('warn', `released ${jobs} job(s) locked by job worker ${workerId}, which died`, {
    workerId,
    jobs,
    tasks: rows.map((row) => row.task),
  });
}

/** The running check: `stop()` waits for a round under way. */
export interface DeadWorkerCheck {
  stop(): Promise<void>;
}

/**
 * Runs {@link releaseDeadWorkersJobs} every `intervalMs` ms on `pool`: a dead worker's jobs are
 * unlocked between one and two intervals after it died. A failed round is logged at debug level
 * (the queue's own lines say the database is unreachable); the next comes all the same.
 */
export function startDeadWorkerCheck(
  pool: pg.Pool,
  liveness: Pick<WorkerLiveness, 'live'>,
  intervalMs: number,
  log: JobLog,
): DeadWorkerCheck {
  let suspects = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let stopped = false;
  const next = () => {
    timer = setTimeout(() => {
      round = releaseDeadWorkersJobs(pool, liveness, suspects, log)
        .then(
          (now) => {
            suspects = now;
          },
          (error: Error) => log('debug', 'dead job worker check failed', { error: error.name }),
        )
        .finally(() => {
          if (!stopped) next();
        });
    }, intervalMs);
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
