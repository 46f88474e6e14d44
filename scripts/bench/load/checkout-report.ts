import { AIM_P95_MS, type CheckoutRun } from './checkout-steps.ts';
import { percentile } from './open-loop.ts';

/** The parts of the shop whose CPU counts for its capacity: the sandbox is Stripe's servers in production. */
const SHOP_PARTS = ['cms', 'checkout-service', 'postgresql'] as const;
const APART = ['stripe-sandbox', 'load generator'] as const;

const sorted = (list: number[]) => list.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
const spread = (list: number[], shares: number[]) => {
  const ordered = sorted(list);
  return shares.map((share) => ms(percentile(ordered, share))).join(' / ');
};
const p95 = (list: number[]) => percentile(sorted(list), 0.95);

/** Whether a run kept up with its rate and kept both calls within the speed aim. */
export function meetsAim(run: CheckoutRun): boolean {
  return (
    run.failed === 0 &&
    run.reachedPerSecond >= run.ratePerSecond * 0.95 &&
    p95(run.times.orderRef) <= AIM_P95_MS &&
    p95(run.times.session) <= AIM_P95_MS
  );
}

/**
 * CPU an order cost each part, ms, less what the part uses with no order coming (its timers over
 * the step's length), and the shop's parts together (sandbox and load generator apart).
 */
export function cpuPerOrder(run: CheckoutRun): Record<string, number> {
  const perOrder = Object.fromEntries(
    Object.entries(run.cpuMs).map(([name, spent]) => {
      const idle = name === 'load generator' ? 0 : (run.idleCpuMsPerSecond[name] ?? 0) * run.elapsedSeconds;
      return [name, Math.max(spent - idle, 0) / Math.max(run.orders, 1)];
    }),
  );
  perOrder.shop = SHOP_PARTS.reduce((sum, name) => sum + (perOrder[name] ?? 0), 0);
  return perOrder;
}

/**
 * Prints the latency table (p50 / p95 / p99 ms of each call and of the hold and pricing inside
 * them), the CPU an order by process, and the capacity: the highest rate meeting the aim, in orders
 * a second and an hour, with what the measured CPU an order allows on more cores.
 */
export function printCheckoutRuns(runs: CheckoutRun[]): void {
  console.log(
    '| orders/s asked | reached | orders (failed) | `create_order_ref` p50 / p95 / p99 | ↳ pricing | `create-checkout-session` p50 / p95 / p99 | ↳ hold | ↳ payment | load average |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const { times } = run;
    console.log(
      `| ${run.ratePerSecond} | ${run.reachedPerSecond.toFixed(1)} | ${run.orders} (${run.failed}) | ${spread(times.orderRef, [0.5, 0.95, 0.99])} | ${spread(times.pricing, [0.5, 0.95])} | ${spread(times.session, [0.5, 0.95, 0.99])} | ${spread(times.hold, [0.5, 0.95])} | ${spread(times.payment, [0.5, 0.95])} | ${run.load} |`,
    );
  }
  for (const run of runs.filter((entry) => entry.failed > 0)) {
    const reasons = Object.entries(run.failures).map(([reason, count]) => `${count} × ${reason}`);
    console.log(`\nFailed at ${run.ratePerSecond} orders/s: ${reasons.join('; ')}`);
  }
  const idle = runs[0]?.idleCpuMsPerSecond ?? {};
  console.log(
    `\nCPU an order, ms (from /proc around each rate, less each part's CPU with no order coming: ${Object.entries(idle)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms/s`)
      .join(', ')}):\n`,
  );
  console.log(`| orders/s | ${SHOP_PARTS.join(' | ')} | shop | ${APART.join(' | ')} |`);
  console.log(`|---|${'---|'.repeat(SHOP_PARTS.length + 1 + APART.length)}`);
  for (const run of runs) {
    const perOrder = cpuPerOrder(run);
    const cells = [...SHOP_PARTS, 'shop', ...APART].map((name) => (perOrder[name] ?? Number.NaN).toFixed(1));
    console.log(`| ${run.ratePerSecond} | ${cells.join(' | ')} |`);
  }
  const capable = runs.filter(meetsAim).at(-1);
  const busiest = runs.at(-1);
  console.log(
    capable
      ? `\nCheckout capacity on this machine: ${capable.ratePerSecond} orders a second (${(capable.ratePerSecond * 3600).toLocaleString('en')} an hour) with both calls ≤ ${AIM_P95_MS} ms at p95.`
      : `\nCheckout capacity on this machine: below ${runs[0]?.ratePerSecond ?? '?'} orders a second (no rate kept both calls ≤ ${AIM_P95_MS} ms at p95).`,
  );
  if (busiest) {
    const shopMs = cpuPerOrder(busiest).shop ?? Number.NaN;
    console.log(
      `The shop's processes used ${shopMs.toFixed(1)} ms of CPU an order at ${busiest.ratePerSecond} orders a second: one core carries at most ${(1000 / shopMs).toFixed(0)} orders a second at full use.`,
    );
  }
}

/**
 * One and more replicas side by side (`runsByReplicas`: replicas of the CMS and the checkout →
 * their runs), rate by rate: the rate reached, p95 of both calls (ms), the shop's CPU an order (ms)
 * and whether the rate met the aim; then each replica count's capacity.
 */
export function printReplicaComparison(runsByReplicas: Map<number, CheckoutRun[]>): void {
  const counts = [...runsByReplicas.keys()];
  const rates = [...new Set([...runsByReplicas.values()].flatMap((runs) => runs.map((run) => run.ratePerSecond)))].sort(
    (a, b) => a - b,
  );
  const heads = counts.map(
    (count) => `${count} × CMS + checkout: reached / \`create_order_ref\` p95 / session p95 / CPU an order`,
  );
  console.log(`| orders/s asked | ${heads.join(' | ')} |`);
  console.log(`|---|${'---|'.repeat(counts.length)}`);
  for (const rate of rates) {
    const cells = counts.map((count) => {
      const run = runsByReplicas.get(count)?.find((entry) => entry.ratePerSecond === rate);
      if (!run) return 'not run (a lower rate was not kept up)';
      const shop = cpuPerOrder(run).shop ?? Number.NaN;
      const aim = meetsAim(run) ? ' ✓' : '';
      return `${run.reachedPerSecond.toFixed(1)} / ${ms(p95(run.times.orderRef))} / ${ms(p95(run.times.session))} / ${shop.toFixed(1)}${aim}`;
    });
    console.log(`| ${rate} | ${cells.join(' | ')} |`);
  }
  console.log(`\n✓: both calls ≤ ${AIM_P95_MS} ms at p95 with every order answered.`);
  for (const count of counts) {
    const capable = (runsByReplicas.get(count) ?? []).filter(meetsAim).at(-1);
    console.log(
      `Capacity with ${count} × CMS + checkout: ${capable ? `${capable.ratePerSecond} orders a second (${(capable.ratePerSecond * 3600).toLocaleString('en')} an hour)` : 'below the lowest rate tried'}.`,
    );
  }
}
