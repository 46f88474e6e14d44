import http from 'node:http';
import type { BenchContext } from '../run.ts';

/** Every session holds its pieces: the bench's products get enough for every order of a run. */
const BENCH_STOCK = 100_000;

/**
 * Keep-alive sockets without a cap: an open loop never queues in its own client, so every wait it
 * measures is the shop's. node:http costs the load generator less CPU a call than fetch.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

interface Answer {
  status: number;
  json: Record<string, unknown>;
  timings: Map<string, number>;
}

/** The durations (ms) of a `Server-Timing` header (`hold;dur=12.4, payment;dur=31.0`) by name. */
function parseServerTiming(header: string): Map<string, number> {
  const durations = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const duration = params.map((param) => param.trim()).find((param) => param.startsWith('dur='));
    if (name && duration) durations.set(name, Number(duration.slice(4)));
  }
  return durations;
}

/** POSTs JSON over `agent` and reads the JSON answer with its `Server-Timing`. */
function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              timings: parseServerTiming(String(response.headers['server-timing'] ?? '')),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Staff restock the bench's products through the admin's API (as the admin's edit view does). */
async function restock(cmsUrl: string, productIds: number[]): Promise<void> {
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: process.env.CMS_ADMIN_EMAIL ?? 'admin@outlet-shop.local',
      password: process.env.CMS_ADMIN_PASSWORD ?? 'OutletShop-dev-1',
    }),
  });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  for (const id of productIds) {
    const found = await fetch(
      `${cmsUrl}/content-manager/collection-types/api::product.product?filters[id][$eq]=${id}`,
      { headers },
    );
    const [product] = ((await found.json()) as { results: { documentId: string }[] }).results;
    const saved = await fetch(
      `${cmsUrl}/content-manager/collection-types/api::product.product/${product?.documentId}`,
      { method: 'PUT', headers, body: JSON.stringify({ stock: BENCH_STOCK }) },
    );
    if (!saved.ok) throw new Error(`restocking product ${id} answered ${saved.status}`);
  }
}

/** Latencies of one run of orders, ms: each call, and the steps inside them (`Server-Timing`). */
export interface OrderTimes {
  orderRef: number[];
  pricing: number[];
  session: number[];
  hold: number[];
  payment: number[];
}

export const emptyTimes = (): OrderTimes => ({ orderRef: [], pricing: [], session: [], hold: [], payment: [] });

/** The 3 freely buyable products every bench order buys, restocked for the run. */
export async function prepareCheckoutProducts(cmsUrl: string): Promise<number[]> {
  const listing = await fetch(
    `${cmsUrl}/api/products?filters[outofstock][$eq]=false&filters[flash_sale][$eq]=false&filters[max_order_qut][$null]=true&sort=id:asc&pagination[pageSize]=3`,
  );
  const products = ((await listing.json()) as { data: { id: number }[] }).data.map((product) => product.id);
  if (products.length < 3) throw new Error('the catalogue has fewer than 3 freely buyable products');
  await restock(cmsUrl, products);
  return products;
}

/** The address shopper `index` comes from: 10.x.y.z, a different one for each of 16 million shoppers. */
const shopperAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * One shopper's order: `POST /v1/create_order_ref` (the checkout prices every line from the CMS's
 * catalogue and stores the pending order), then `POST /v1/create-checkout-session` (the CMS holds
 * the pieces, the sandbox creates the Checkout Session). The first call is timed from `dueAt`, when
 * the shopper arrived, the second from when it was sent. Rejects on an unexpected status.
 * Each shopper comes from an address of their own, as the edge forwards it (`X-Forwarded-For`,
 * one trusted hop as in production): the hold limits count per address, and one address holding
 * every order of a run would make each hold sum thousands of that address's open holds.
 */
export async function placeOrder(
  checkoutUrl: string,
  productIds: readonly number[],
  index: number,
  dueAt: number,
  times: OrderTimes,
): Promise<void> {
  const shopper = { 'X-Forwarded-For': shopperAddress(index) };
  const created = await postJson(
    `${checkoutUrl}/v1/create_order_ref`,
    {
      destination_address_name: `Bench Shopper ${index}`,
      email: `bench-${index % 1000}@example.com`,
      destination_address_mobile_number: '+971501234567',
      destination_address_city: 'Dubai',
      destination_address_area: 'Al Barsha 1',
      destination_address_house_no: 'Villa 7',
      destination_address_building_name: 'Villa 7',
      destination_address_landmark: 'Near the mall',
      products: productIds.map((id, line) => ({ id, quantity: 1 + ((index + line) % 2) })),
    },
    shopper,
  );
  times.orderRef.push(performance.now() - dueAt);
  if (created.status !== 201) throw new Error(`create_order_ref answered ${created.status}`);
  times.pricing.push(created.timings.get('pricing') ?? Number.NaN);
  const order = created.json.order as { customer_reference_number: string; order_access_token: string };
  const sentAt = performance.now();
  const session = await postJson(
    `${checkoutUrl}/v1/create-checkout-session`,
    { customer_reference_number: order.customer_reference_number },
    { ...shopper, 'X-Order-Token': order.order_access_token },
  );
  times.session.push(performance.now() - sentAt);
  if (session.status !== 200) throw new Error(`create-checkout-session answered ${session.status}`);
  times.hold.push(session.timings.get('hold') ?? Number.NaN);
  times.payment.push(session.timings.get('payment') ?? Number.NaN);
}

/**
 * The processes whose CPU an order costs, by part: each service of the stack by its name (its
 * replicas, `cms-2` and so on, counted with it), and PostgreSQL (its server with every backend).
 */
export function shopProcesses(context: BenchContext, postgresPid: number | null): Record<string, number[]> {
  const parts: Record<string, number[]> = {};
  for (const service of context.stack.services) {
    const part = service.name.replace(/-\d+$/, '');
    if (service.child.pid) parts[part] = [...(parts[part] ?? []), service.child.pid];
  }
  if (postgresPid) parts.postgresql = [postgresPid];
  return parts;
}
