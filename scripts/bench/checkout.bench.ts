import type { Benchmark } from './run.ts';

const SHOPPERS = 20;
const ROUNDS = 10;

function percentile(sortedMs: number[], share: number): string {
  return (sortedMs[Math.min(sortedMs.length - 1, Math.floor(sortedMs.length * share))] ?? 0).toFixed(1);
}

async function timedJson(url: string, body: unknown, expected: number): Promise<[number, Record<string, unknown>]> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  const elapsed = performance.now() - started;
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return [elapsed, json];
}

/**
 * Checkout under load (issue 4): 20 shoppers at once, each placing 10 orders one after the
 * other: `POST /v1/create_order_ref` (prices every line from the CMS, stores the pending
 * order) then `POST /v1/create-checkout-session` (creates the Stripe Checkout Session in the
 * sandbox). Prints p50 / p95 latency in ms of each call.
 */
const bench: Benchmark = {
  title: `Checkout (${SHOPPERS} concurrent shoppers)`,
  async run({ urls }) {
    const listing = await fetch(
      `${urls.cms}/api/products?filters[outofstock][$eq]=false&filters[flash_sale][$eq]=false&filters[max_order_qut][$null]=true&sort=id:asc&pagination[pageSize]=3`,
    );
    const products = ((await listing.json()) as { data: { id: number }[] }).data;
    if (products.length < 3) throw new Error('the catalogue has fewer than 3 freely buyable products');
    const orderRef: number[] = [];
    const session: number[] = [];
    const shopper = async (index: number) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [orderMs, created] = await timedJson(
          `${urls.checkout}/v1/create_order_ref`,
          {
            destination_address_name: `Bench Shopper ${index}`,
            email: `bench-${index}@example.com`,
            destination_address_mobile_number: '+971501234567',
            destination_address_city: 'Dubai',
            destination_address_area: 'Al Barsha 1',
            destination_address_house_no: 'Villa 7',
            destination_address_building_name: 'Villa 7',
            destination_address_landmark: 'Near the mall',
            products: products.map((product, line) => ({ id: product.id, quantity: 1 + ((index + line) % 2) })),
          },
          201,
        );
        orderRef.push(orderMs);
        const reference = (created.order as { customer_reference_number: string }).customer_reference_number;
        const [sessionMs] = await timedJson(
          `${urls.checkout}/v1/create-checkout-session`,
          { customer_reference_number: reference },
          200,
        );
        session.push(sessionMs);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index)));
    const wallSeconds = (performance.now() - started) / 1000;
    orderRef.sort((a, b) => a - b);
    session.sort((a, b) => a - b);
    console.log('| call | requests | p50 ms | p95 ms |');
    console.log('|---|---|---|---|');
    console.log(
      `| POST /v1/create_order_ref | ${orderRef.length} | ${percentile(orderRef, 0.5)} | ${percentile(orderRef, 0.95)} |`,
    );
    console.log(
      `| POST /v1/create-checkout-session | ${session.length} | ${percentile(session, 0.5)} | ${percentile(session, 0.95)} |`,
    );
    console.log(`\n${orderRef.length} orders with sessions in ${wallSeconds.toFixed(1)} s`);
  },
};

export default bench;
