import { expect, test } from '@playwright/test';
import {
  addToCart,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
  TEST_DELIVERY_ADDRESS,
} from '../../support/shop.ts';
import { adminToken, catcherMails, compose, replicaAddresses, waitForCatcherMail } from '../compose.ts';

/*
 * The shop with two replicas of cms, checkout-service, prize-service and web-render
 * (docs/decisions/086). Each journey would fail if a replica kept to itself what the others need:
 * media on its own disk, cached answers or rate-limit counts in its own memory, jobs of its own.
 */

test.describe.configure({ mode: 'serial' });

/** A 1×1 PNG as an image editor writes it (Strapi reads its size and makes no smaller formats). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let cms: string[];
let staff: { Authorization: string };

test.beforeAll(async ({ baseURL }) => {
  cms = (await replicaAddresses('cms')).map((address) => `http://${address}:1337`);
  staff = { Authorization: `Bearer ${await adminToken(String(baseURL))}` };
});

test('every service runs as two replicas', async () => {
  for (const service of ['cms', 'checkout-service', 'prize-service', 'web-render']) {
    expect(await replicaAddresses(service), service).toHaveLength(2);
  }
});

test('a purchase paid with 4242 is confirmed by exactly one mail', async ({ page }) => {
  const [product] = await pickProducts(page, 1);
  if (!product) throw new Error('no product to buy');
  await addToCart(page, product);
  await proceedToCheckout(page, 1);
  const email = `replica-buyer-${Date.now()}@example.com`;
  await fillDeliveryDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/succsess/, { timeout: 60_000 });
  const reference = await shownReference(page);
  const subject = `Your Outlet Shop order ${reference} is confirmed`;
  await waitForCatcherMail((mail) => mail.subject === subject);
  // Both checkout replicas saw the browser's return and the webhook: a second mail would come within seconds.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  const confirmations = (await catcherMails()).filter((mail) => mail.subject === subject);
  expect(confirmations.map((mail) => mail.to.map((to) => to.address))).toEqual([[email]]);
});

test('an image staff upload through one CMS replica is served by the other and by the edge', async ({ baseURL }) => {
  const [first, second] = cms as [string, string];
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), `replica-${Date.now()}.png`);
  const uploaded = await fetch(`${first}/upload`, { method: 'POST', headers: staff, body: form });
  expect(uploaded.status).toBe(201);
  const [media] = (await uploaded.json()) as Array<{ url: string }>;
  expect(media?.url).toMatch(/^\/uploads\/[A-Za-z0-9_]+\.png$/);
  // Strapi re-encodes images (size optimisation): every origin serves the one copy in the bucket.
  const copies: Buffer[] = [];
  for (const origin of [second, first, String(baseURL)]) {
    const served = await fetch(`${origin}${media?.url}`);
    expect(served.status, origin).toBe(200);
    expect(served.headers.get('content-type'), origin).toBe('image/png');
    copies.push(Buffer.from(await served.arrayBuffer()));
  }
  expect(copies[0]?.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
  expect(copies[1]).toEqual(copies[0]);
  expect(copies[2]).toEqual(copies[0]);
});

test("a staff price edit through one CMS replica shows on every replica's catalogue within 1 s", async () => {
  const read = async (origin: string) => {
    const answer = await fetch(`${origin}/api/products?filters[id][$eq]=2`);
    const { data } = (await answer.json()) as { data: { documentId: string; price: number }[] };
    return data[0] as { documentId: string; price: number };
  };
  // Each replica answers, then keeps the answer (Redis): the edit must purge what both keep.
  const before = await Promise.all(cms.flatMap((origin) => [read(origin), read(origin)]));
  const { documentId, price } = before[0] as { documentId: string; price: number };
  const edited = Number(price) + 1;
  const save = (value: number) =>
    fetch(`${cms[0]}/content-manager/collection-types/api::product.product/${documentId}`, {
      method: 'PUT',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: value }),
    });
  expect((await save(edited)).status).toBe(200);
  const savedAt = performance.now();
  try {
    for (const origin of cms) {
      await expect
        .poll(async () => Number((await read(origin)).price), { timeout: 5_000, intervals: [50] })
        .toBe(edited);
      expect(performance.now() - savedAt, origin).toBeLessThanOrEqual(1_000);
    }
  } finally {
    await save(Number(price));
  }
});

test("the 21st wrong prize code from one shopper's address is refused, whichever replica answers", async () => {
  const replicas = (await replicaAddresses('prize-service')).map((address) => `http://${address}:4343`);
  // The edge's X-Forwarded-For, as nginx sets it: one shopper's address for every check.
  const shopper = { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  const check = (origin: string, n: number) =>
    fetch(`${origin}/v1/varifyCode/REPLICA-${n}`, { headers: shopper }).then((answer) => answer.status);
  // 20 wrong codes in 15 minutes per browser; a check without the browser's id counts for its address
  // (docs/decisions/098), in the count every replica shares.
  const statuses: number[] = [];
  for (let n = 0; n < 20; n += 1) statuses.push(await check(replicas[n % 2] as string, n));
  expect(statuses.filter((status) => status === 429)).toEqual([]);
  for (const origin of replicas) expect(await check(origin, 20), origin).toBe(429);
});

test('a staff stock edit to the low-stock threshold mails the stock mailbox once', async () => {
  const found = await fetch(`${cms[1]}/api/products?filters[id][$eq]=3`);
  const listed = ((await found.json()) as { data: { documentId: string; title: string }[] }).data[0];
  if (!listed) throw new Error('no product 3');
  // Pieces on hand are staff's to see (a private field): the admin's view of the product.
  const edit = await fetch(`${cms[1]}/content-manager/collection-types/api::product.product/${listed.documentId}`, {
    headers: staff,
  });
  const { stock, low_stock_threshold: threshold } = (
    (await edit.json()) as { data: { stock: number; low_stock_threshold: number | null } }
  ).data;
  const product = { ...listed, stock, threshold };
  const save = (data: Record<string, unknown>) =>
    fetch(`${cms[0]}/content-manager/collection-types/api::product.product/${product.documentId}`, {
      method: 'PUT',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    });
  const startedAt = Date.now();
  expect((await save({ stock: 2, low_stock_threshold: 2 })).status).toBe(200);
  try {
    const isAlert = (mail: { subject: string; date?: string }) =>
      mail.subject.startsWith('Low stock: 2 left: ') &&
      mail.subject.includes(product.title) &&
      Date.parse(String(mail.date ?? 0)) >= startedAt - 1_000;
    await waitForCatcherMail(isAlert);
    // Both CMS replicas run the job queue: a second mail would come within seconds.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await catcherMails()).filter(isAlert)).toHaveLength(1);
  } finally {
    await save({ stock: product.stock, low_stock_threshold: product.threshold });
  }
});

test('an abandoned checkout is given back once by the sweepers of two checkout replicas', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const email = `replica-abandoner-${Date.now()}@example.com`;
  // A product with pieces to hold, not the one the low-stock journey brought down.
  const listed = await fetch(
    `${cms[0]}/api/products?filters[available][$gte]=5&filters[flash_sale][$eq]=false&filters[id][$ne]=3&pagination[pageSize]=1`,
  );
  const [product] = ((await listed.json()) as { data: { id: number }[] }).data;
  if (!product) throw new Error('no product with five pieces to hold');
  const created = await fetch(`${baseURL}/checkout/v1/create_order_ref`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      destination_address_name: 'Replica Tester',
      email,
      ...TEST_DELIVERY_ADDRESS,
      products: [{ id: product.id, quantity: 1 }],
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { order } = (await created.json()) as {
    order: { customer_reference_number: string; order_access_token: string };
  };
  const reference = order.customer_reference_number;
  const popup = await fetch(`${baseURL}/checkout/v1/create-checkout-session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Order-Token': order.order_access_token },
    body: JSON.stringify({ customer_reference_number: reference }),
  });
  expect(popup.status).toBe(200);

  const movements = async (reason: string) => {
    const answer = await fetch(
      `${cms[0]}/content-manager/collection-types/api::stock-movement.stock-movement?filters[$and][0][reference][$eq]=${reference}&filters[$and][1][reason][$eq]=${reason}`,
      { headers: staff },
    );
    return ((await answer.json()) as { results: unknown[] }).results.length;
  };
  await expect.poll(() => movements('checkout_hold')).toBe(1);
  // The shopper walked away; their session's half hour is over (Stripe's shortest, too long to wait).
  await compose(
    'exec',
    '-T',
    'postgres',
    'psql',
    '-U',
    'postgres',
    '-d',
    'checkout',
    '-c',
    `UPDATE orders SET session_expires_at = now() - interval '1 second' WHERE customer_reference_number = '${reference}'`,
  );
  // A sweep comes every ABANDONED_CHECKOUT_SWEEP_MS (60 s), on whichever replica takes the round.
  await expect.poll(() => movements('hold_released'), { timeout: 100_000, intervals: [2_000] }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(await movements('hold_released')).toBe(1);
});

test("Prometheus of the monitoring profile scrapes both replicas of every service's metrics port", async () => {
  test.setTimeout(420_000);
  // Its image is built from Debian's package on first use (about a minute).
  await compose('--profile', 'monitoring', 'up', '--detach', '--wait', '--wait-timeout', '300', 'prometheus');
  type Target = { labels: { job: string; instance: string }; health: string };
  // Read from inside the network (Prometheus is not published), by the Stripe sandbox's Node.
  const targets = async (): Promise<Target[]> => {
    const script =
      "fetch('http://prometheus:9090/api/v1/targets').then((r) => r.json()).then((b) => console.log(JSON.stringify(b.data.activeTargets)))";
    return JSON.parse(await compose('exec', '-T', 'stripe-sandbox', 'node', '-e', script)) as Target[];
  };
  const upByJob = async () => {
    const up = new Map<string, number>();
    for (const target of await targets()) {
      const isShop = target.labels.job !== 'prometheus';
      if (isShop && target.health === 'up') up.set(target.labels.job, (up.get(target.labels.job) ?? 0) + 1);
    }
    return Object.fromEntries([...up].sort());
  };
  await expect
    .poll(upByJob, { timeout: 120_000, intervals: [5_000] })
    .toEqual({ 'checkout-service': 2, cms: 2, 'prize-service': 2, 'web-render': 2 });
  // What an operator watches: an order counter from each checkout, the requests each CMS answered.
  const query = async (expression: string) => {
    const script = `fetch('http://prometheus:9090/api/v1/query?query=' + encodeURIComponent(${JSON.stringify(expression)})).then((r) => r.json()).then((b) => console.log(JSON.stringify(b.data.result.length)))`;
    return Number(await compose('exec', '-T', 'stripe-sandbox', 'node', '-e', script));
  };
  expect(await query('outlet_checkout_orders_placed_total')).toBe(2);
  expect(await query('count by (instance) (outlet_http_requests_total{job="cms"})')).toBe(2);
});
