import { JOB_RETRY_POLICY, type RetryPolicy, retryDelayMs } from '@outlet-shop/service-kit';
import type pg from 'pg';
import { currentRequestId } from '../request-context.ts';

/**
 * The jobs of an order, each a graphile-worker task (docs/decisions/044): the side effects of a
 * paid order and of its refunds. Their job key is {@link jobKey}, so an order has at most one
 * waiting job of each. These names are stored in `graphile_worker.jobs`: renaming one needs a
 * migration of the waiting jobs.
 */
export type OrderJobName =
  | 'stock-commit'
  | 'prize-redemption'
  | 'cms-order-push'
  | 'order-confirmation-mail'
  | 'staff-order-mail'
  | 'refund-mail';

/** Where a job is queued: the pool, or the transaction whose change the job follows. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The job key of an order's job: `<name>:<order reference>`, the one way it is built. */
export function jobKey(name: OrderJobName, reference: string): string {
  return `${name}:${reference}`;
}

/** One job of an order to queue. */
export interface OrderJob {
  name: OrderJobName;
  reference: string;
  /** Wait before it runs, ms (0: at once). */
  delayMs?: number;
  /** Attempts that failed before this one (the retry policy's count; 0 for new work). */
  failedAttempts?: number;
  /**
   * A job already waiting under the key keeps its time (graphile-worker's `preserve_run_at`),
   * else it is replaced (`replace`, the default: a running job keeps running and this one runs after).
   */
  isRunAtKept?: boolean;
}

/**
 * Queues one job of an order on `db` (pass the transaction whose change the job follows, so the
 * job exists exactly when the change does), by its key ({@link jobKey}), with the retry policy's
 * `max_attempts` (docs/decisions/069). Every job the checkout queues goes through here. Its payload
 * `{ reference, attempt, requestId }` names the request that queued it (`requestId` null outside
 * a request), so the job's log lines and calls carry that request's id (docs/decisions/108).
 */
export async function enqueueJob(db: Queryable, job: OrderJob): Promise<void> {
  await db.query(
    `SELECT graphile_worker.add_job($1,
       json_build_object('reference', $2::text, 'attempt', $3::int, 'requestId', $8::text),
       run_at => now() + $4 * interval '1 millisecond', max_attempts => $5, job_key => $6, job_key_mode => $7)`,
    [
      job.name,
      job.reference,
      job.failedAttempts ?? 0,
      job.delayMs ?? 0,
      JOB_RETRY_POLICY.maxAttempts,
      jobKey(job.name, job.reference),
      job.isRunAtKept ? 'preserve_run_at' : 'replace',
      currentRequestId() ?? null,
    ],
  );
}

/**
 * Queues the second attempt of a job whose first attempt ran outside the worker (the paying
 * request's own) and failed, after the policy's first wait.
 */
export async function retryLater(
  db: Queryable,
  name: OrderJobName,
  reference: string,
  policy: RetryPolicy,
): Promise<void> {
  await enqueueJob(db, { name, reference, failedAttempts: 1, delayMs: retryDelayMs(1, policy) });
}

/** Removes the waiting job of an order whose work is done already (no job → nothing). */
export async function removeJob(db: Queryable, name: OrderJobName, reference: string): Promise<void> {
  await db.query('SELECT graphile_worker.remove_job($1)', [jobKey(name, reference)]);
}
