import { findFreePort } from '../stack/ports.ts';
import { startReplica } from '../stack/stack.ts';
import { printCheckoutRuns, printReplicaComparison } from './load/checkout-report.ts';
import { type CheckoutRun, runCheckoutSteps } from './load/checkout-steps.ts';
import type { Benchmark } from './run.ts';

/** Arrival rates the bench steps through, orders a second (`BENCH_CHECKOUT_RATES=5,10,20` to choose). */
const RATES = (process.env.BENCH_CHECKOUT_RATES ?? '5,10,20,40,80').split(',').map(Number);
/** How long each rate lasts, s (`BENCH_STEP_SECONDS`): long enough for its latencies to be steady. */
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 15);
/** Replicas of the CMS and the checkout measured in turn (`BENCH_CHECKOUT_REPLICAS=1` for one only). */
const REPLICAS = (process.env.BENCH_CHECKOUT_REPLICAS ?? '1,2')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);

/**
 * Checkout capacity, open loop: shoppers arrive at a fixed rate, each placing one order
 * (`create_order_ref`, then `create-checkout-session`, which holds the pieces in the CMS), whether
 * or not earlier shoppers have been answered. For each rate: p50 / p95 / p99 of both calls and of
 * the steps inside them (Server-Timing), the rate reached, and the CPU an order cost each process
 * (/proc). The checkout capacity is the highest rate at which both calls keep p95 ≤ 100 ms (the
 * speed aims, docs/performance.md). Rates above one the shop could not keep up with are skipped.
 * Then the same with a second CMS and a second checkout process on the same machine and database
 * (each checkout asking its own CMS, orders taking turns over the checkouts), side by side.
 */
const bench: Benchmark = {
  title: `Checkout capacity (open loop: ${RATES.join(', ')} orders a second, ${STEP_SECONDS} s each; ${REPLICAS.join(' and ')} replicas)`,
  async run(context) {
    const runsByReplicas = new Map<number, CheckoutRun[]>();
    const checkoutUrls = [context.urls.checkout];
    for (const replicas of REPLICAS) {
      while (checkoutUrls.length < replicas) {
        const cmsPort = await findFreePort();
        await startReplica(context.config, context.stack, 'cms', cmsPort);
        const checkoutPort = await findFreePort();
        await startReplica(context.config, context.stack, 'checkout-service', checkoutPort, {
          CMS_URL: `http://localhost:${cmsPort}`,
        });
        checkoutUrls.push(`http://localhost:${checkoutPort}`);
      }
      console.log(`\n### ${replicas} × CMS and checkout\n`);
      const runs = await runCheckoutSteps(context, RATES, STEP_SECONDS, undefined, checkoutUrls);
      printCheckoutRuns(runs);
      runsByReplicas.set(replicas, runs);
    }
    if (runsByReplicas.size > 1) {
      console.log('\n### Side by side\n');
      printReplicaComparison(runsByReplicas);
    }
  },
};

export default bench;
