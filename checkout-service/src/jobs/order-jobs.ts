import { isSafeRequestId, JOB_RETRY_POLICY, type RetryPolicy } from '@outlet-shop/service-kit';
import {
  type JobLog,
  type JobWorker,
  pinoJobLog,
  type RecurringJob,
  startJobWorker,
} from '@outlet-shop/service-kit/job-worker';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { outsideRequests, withJobContext } from '../request-context.ts';
import type { OrderJobName } from './enqueue.ts';

/**
 * One job of an order: `run(reference)` returns once it is done (or done for good, e.g. a refused
 * prize code) and throws (after logging why) when it should be tried again. It must be idempotent.
 */
export interface OrderJobTask {
  run(reference: string): Promise<void>;
  /** The retry policy's first wait for this job, ms (JOB_RETRY_POLICY's; shorter in tests). */
  retryBaseMs: number;
}

/** The retry policy of a job (docs/decisions/069), its first wait as the job's setting says. */
export function retryPolicyOf(task: Pick<OrderJobTask, 'retryBaseMs'>): RetryPolicy {
  return { ...JOB_RETRY_POLICY, firstDelayMs: task.retryBaseMs };
}

const orderJobPayload = z.object({
  reference: z.string().min(1),
  // The request that queued the job (none for jobs queued before requests were named, or by a sweeper).
  requestId: z.string().refine(isSafeRequestId).nullish().catch(undefined),
});

/**
 * The job worker's own lines ('job rescheduled', 'job gave up') with the order's reference as
 * `orderReference`, read from the job key (`<name>:<reference>`, enqueue.ts `jobKey`).
 */
function orderJobLog(logger: FastifyBaseLogger): JobLog {
  const write = pinoJobLog(logger);
  return (level, message, meta) => {
    const { jobKey } = meta;
    const separator = typeof jobKey === 'string' ? jobKey.indexOf(':') : -1;
    const fields = separator > 0 ? { ...meta, orderReference: (jobKey as string).slice(separator + 1) } : meta;
    outsideRequests(() => write(level, message, fields));
  };
}

/** The checkout's job worker: its wiring and timings (ms). */
export interface OrderJobWorkerOptions {
  /** The worker takes its jobs over a pool of its own on this database. */
  databaseUrl: string;
  tasks: Record<OrderJobName, OrderJobTask>;
  /** Recurring jobs (the abandoned-checkout sweeper), first round at start. */
  recurring?: readonly RecurringJob[];
  log: FastifyBaseLogger;
  /** How often the worker looks for retries that came due; new jobs arrive at once (LISTEN/NOTIFY). */
  pollIntervalMs: number;
}

/**
 * Starts the kit's job worker for the jobs of orders (docs/decisions/044, 069): each task gets its
 * order's reference from the job's payload and runs under the one retry policy, as part of the
 * request that queued it (its log lines carry that `reqId` and the `orderReference`). Resolves once the
 * worker has looked for jobs (throws if that failed).
 */
export async function startOrderJobWorker(options: OrderJobWorkerOptions): Promise<JobWorker> {
  const tasks = Object.fromEntries(
    Object.entries(options.tasks).map(([name, task]) => [
      name,
      {
        run: async (payload: Record<string, unknown>) => {
          const { reference, requestId } = orderJobPayload.parse(payload);
          // Its lines and calls carry the order and the request that queued it (request-context.ts).
          return withJobContext({ requestId: requestId ?? undefined, orderReference: reference }, () =>
            task.run(reference),
          );
        },
        retry: retryPolicyOf(task),
      },
    ]),
  );
  return startJobWorker({
    connection: options.databaseUrl,
    tasks,
    recurring: options.recurring?.map((job) => ({ ...job, run: () => outsideRequests(() => job.run()) })),
    log: orderJobLog(options.log),
    pollIntervalMs: options.pollIntervalMs,
    concurrency: 4,
  });
}
