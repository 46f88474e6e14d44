import { printCheckoutRuns } from './load/checkout-report.ts';
import { type CheckoutRun, runCheckoutSteps } from './load/checkout-steps.ts';
import type { Benchmark } from './run.ts';

/** Arrival rates the bench steps through, orders a second (`BENCH_CHECKOUT_RATES=5,10,20` to choose). */
const RATES = (process.env.BENCH_CHECKOUT_RATES ?? '5,10,20,40,80').split(',').map(Number);
/** How long each rate lasts, s (`BENCH_STEP_SECONDS`): long enough for its latencies to be steady. */
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 15);

/**
 * Checkout capacity, open loop: shoppers arrive at a fixed rate, each placing one order
 * (`create_order_ref`, then `create-checkout-session`, which holds the pieces in the CMS), whether
 * or not earlier shoppers have been answered. For each rate: p50 / p95 / p99 of both calls and of
 * the steps inside them (Server-Timing), the rate reached, and the CPU an order cost each process
 * (/proc). The checkout capacity is the highest rate at which both calls keep p95 ≤ 100 ms (the
 * speed aims, docs/performance.md). Rates above one the shop could not keep up with are skipped.
 */
const bench: Benchmark = {
  title: `Checkout capacity (open loop: ${RATES.join(', ')} orders a second, ${STEP_SECONDS} s each)`,
  async run(context) {
    const runs: CheckoutRun[] = await runCheckoutSteps(context, RATES, STEP_SECONDS);
    printCheckoutRuns(runs);
  },
};

export default bench;
