import { setTimeout as sleep } from 'node:timers/promises';

/** One step of an open-loop run: arrivals at `ratePerSecond` for `seconds`. */
export interface OpenLoopStep {
  ratePerSecond: number;
  seconds: number;
}

/** What a step did: arrivals started, how many finished, and when the last one finished. */
export interface OpenLoopOutcome {
  started: number;
  finished: number;
  failed: number;
  /** From the step's start until its last arrival finished, s (≥ `seconds` when it kept up). */
  elapsedSeconds: number;
  /** The latest an arrival started after its due time, ms: the load generator falling behind itself. */
  maxStartLagMs: number;
}

/**
 * Open-loop arrivals: `arrive(index, dueAt)` is started at fixed intervals (1 / rate), whether or
 * not earlier arrivals have finished, as shoppers arrive at a shop that is slow: a slow answer does
 * not hold the next shopper back (a closed loop of N clients would, and hide the wait). `dueAt` is
 * the `performance.now()` the arrival was due, so callers time from it, not from when the event
 * loop got round to it. Resolves when every arrival of the step has finished; a rejected arrival
 * counts as failed.
 */
export async function runOpenLoop(
  step: OpenLoopStep,
  arrive: (index: number, dueAt: number) => Promise<void>,
): Promise<OpenLoopOutcome> {
  const total = Math.round(step.ratePerSecond * step.seconds);
  const intervalMs = 1000 / step.ratePerSecond;
  const startedAt = performance.now();
  const running: Promise<void>[] = [];
  let finished = 0;
  let failed = 0;
  let maxStartLagMs = 0;
  for (let index = 0; index < total; index += 1) {
    const dueAt = startedAt + index * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 1) await sleep(wait);
    maxStartLagMs = Math.max(maxStartLagMs, performance.now() - dueAt);
    running.push(
      arrive(index, dueAt).then(
        () => {
          finished += 1;
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(running);
  return {
    started: total,
    finished,
    failed,
    elapsedSeconds: (performance.now() - startedAt) / 1000,
    maxStartLagMs,
  };
}

/** The value at `share` (0–1) of ascending `sortedMs`; NaN when empty. */
export function percentile(sortedMs: readonly number[], share: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * share))] as number;
}
