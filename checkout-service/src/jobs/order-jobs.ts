import { JOB_RETRY_POLICY, type RetryPolicy } from '@outlet-shop/service-kit';
import { type JobWorker, pinoJobLog, type RecurringJob, startJobWorker } from '@outlet-shop/service-kit/job-worker';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
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

const orderJobPayload = z.object({ reference: z.string().min(1) });

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
 * order's reference from the job's payload and runs under the one retry policy. Resolves once the
 * worker has looked for jobs (throws if that failed).
 */
export async function startOrderJobWorker(options: OrderJobWorkerOptions): Promise<JobWorker> {
  const tasks = Object.fromEntries(
    Object.entries(options.tasks).map(([name, task]) => [
      name,
      {
        run: async (payload: Record<string, unknown>) => task.run(orderJobPayload.parse(payload).reference),
        retry: retryPolicyOf(task),
      },
    ]),
  );
  return startJobWorker({
    connection: options.databaseUrl,
    tasks,
    recurring: options.recurring,
    log: pinoJobLog(options.log),
    pollIntervalMs: options.pollIntervalMs,
    concurrency: 4,
  });
}
