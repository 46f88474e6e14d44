import type { BenchContext } from '../run.ts';
import { emptyTimes, type OrderTimes, placeOrder, prepareCheckoutProducts, shopProcesses } from './checkout-orders.ts';
import { runOpenLoop } from './open-loop.ts';
import { cpuSnapshot, cpuSpent, loadAverage, postmasterPid } from './process-cpu.ts';

/** The speed aim of each checkout call at p95, ms (docs/performance.md, Aims). */
export const AIM_P95_MS = 100;
/** Arrivals before the first measured step (JIT, connection pools, the CMS's cache), not counted. */
const WARMUP = { ratePerSecond: 5, seconds: 4 };
/** How long the shop is watched with no order coming, s, for the CPU its timers use. */
const IDLE_SECONDS = 5;
/** A step that finishes under this share of its rate could not keep up: no higher rate is tried. */
const KEPT_UP_SHARE = 0.9;

/** One measured rate: its latencies, what it reached, and the CPU it cost each part of the shop. */
export interface CheckoutRun {
  ratePerSecond: number;
  times: OrderTimes;
  orders: number;
  failed: number;
  reachedPerSecond: number;
  maxStartLagMs: number;
  /** CPU each part used during the step, ms (the load generator's own included). */
  cpuMs: Record<string, number>;
  /** How long the step took until its last order finished, s. */
  elapsedSeconds: number;
  /** CPU each part used a second with no order coming (job pollers, timers), ms: measured before the first rate. */
  idleCpuMsPerSecond: Record<string, number>;
  /** Why orders failed, and how many each time. */
  failures: Record<string, number>;
  /** Load averages when the step ended (1, 5, 15 min). */
  load: string;
}

/**
 * Runs the checkout's open loop at each of `rates` for `seconds` (after a short warm-up), reading
 * each process's CPU around every step. Stops after the first rate the shop could not keep up with.
 * `onMeasuring` is called when the first measured rate starts (after the idle reading and the warm-up).
 * Orders take turns over `checkoutUrls` (one per checkout replica; the stack's checkout by default),
 * as a balancer in front of the replicas would share them.
 */
export async function runCheckoutSteps(
  context: BenchContext,
  rates: number[],
  seconds: number,
  onMeasuring: () => void = () => {},
  checkoutUrls: readonly string[] = [context.urls.checkout],
): Promise<CheckoutRun[]> {
  const checkoutOf = (index: number) => checkoutUrls[index % checkoutUrls.length] as string;
  const products = await prepareCheckoutProducts(context.urls.cms);
  const parts = shopProcesses(context, await postmasterPid(context.postgresDataDir));
  const idleBefore = await cpuSnapshot(parts);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idleCpuMsPerSecond = Object.fromEntries(
    Object.entries(cpuSpent(idleBefore, await cpuSnapshot(parts))).map(([name, ms]) => [name, ms / IDLE_SECONDS]),
  );
  let next = 0;
  const warmup = emptyTimes();
  await runOpenLoop(WARMUP, (_, dueAt) => placeOrder(checkoutOf(next), products, next++, dueAt, warmup));
  const runs: CheckoutRun[] = [];
  onMeasuring();
  for (const ratePerSecond of rates) {
    const times = emptyTimes();
    const failures: Record<string, number> = {};
    const before = await cpuSnapshot(parts);
    const outcome = await runOpenLoop({ ratePerSecond, seconds }, (_, dueAt) =>
      placeOrder(checkoutOf(next), products, next++, dueAt, times).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        failures[reason] = (failures[reason] ?? 0) + 1;
        throw error;
      }),
    );
    const after = await cpuSnapshot(parts);
    const run: CheckoutRun = {
      ratePerSecond,
      times,
      orders: outcome.finished,
      failed: outcome.failed,
      reachedPerSecond: outcome.finished / outcome.elapsedSeconds,
      maxStartLagMs: outcome.maxStartLagMs,
      cpuMs: cpuSpent(before, after),
      elapsedSeconds: outcome.elapsedSeconds,
      idleCpuMsPerSecond,
      failures,
      load: await loadAverage(),
    };
    runs.push(run);
    console.error(`[bench] ${ratePerSecond} orders/s: reached ${run.reachedPerSecond.toFixed(1)}, load ${run.load}`);
    if (run.reachedPerSecond < ratePerSecond * KEPT_UP_SHARE) break;
  }
  return runs;
}
