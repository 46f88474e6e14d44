/**
 * How a background job is tried again after it fails: attempt `n` (from 1) that fails waits
 * `firstDelayMs × 2^(n−1)`, at most `maxDelayMs`, before attempt `n + 1`; after `maxAttempts`
 * failed attempts the job is given up (see `startJobWorker`).
 */
export interface RetryPolicy {
  maxAttempts: number;
  /** Wait after the first failed attempt, ms. */
  firstDelayMs: number;
  /** The longest wait between two attempts, ms. */
  maxDelayMs: number;
}

/**
 * The one retry policy of every background job of the shop (mails, the stock commit, the prize
 * redemption, the CMS copy of an order; docs/decisions/069): 30 s, doubling, at most an hour
 * between attempts, 30 attempts, about 23 hours in all. A job that still fails is given up: logged
 * at error level ('job gave up') and kept in graphile-worker's `jobs` with its `last_error`, where
 * operations finds and re-runs it (docs/operations.md "Jobs that gave up"). A service may shorten
 * `firstDelayMs` in tests, never the count.
 */
export const JOB_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxAttempts: 30,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
});

/**
 * The wait after failed attempt `attempt` (1 for the first run), ms: `firstDelayMs`, doubling,
 * at most `maxDelayMs`.
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy = JOB_RETRY_POLICY): number {
  const doublings = Math.min(Math.max(0, attempt - 1), 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** True when failed attempt `attempt` (from 1) was the last the policy allows. */
export function isLastAttempt(attempt: number, policy: RetryPolicy = JOB_RETRY_POLICY): boolean {
  return attempt >= policy.maxAttempts;
}

/** From the first failure to giving up, ms: the sum of every wait the policy allows. */
export function retryWindowMs(policy: RetryPolicy = JOB_RETRY_POLICY): number {
  let total = 0;
  for (let attempt = 1; attempt < policy.maxAttempts; attempt += 1) total += retryDelayMs(attempt, policy);
  return total;
}
