import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { addresses, SmtpCatcher } from '../../scripts/test/smtp-catcher';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * Stock and holds on the real CMS and PostgreSQL (docs/decisions/046): the calls the checkout
 * service makes, under concurrency, and what staff and shoppers see of them.
 */

const SERVICE_TOKEN = 'dev-cms-service-token';
const STOCK_MAILBOX = 'warehouse@outlet-shop.example';
let cms: TestCms;
let smtp: SmtpCatcher;
let orderCounter = 0;

beforeAll(async () => {
  smtp = new SmtpCatcher(await findFreePort());
  await smtp.start();
  cms = await startTestCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CMS_JOB_POLL_INTERVAL_MS: '200',
    STOCK_MAILBOX,
    LOW_STOCK_THRESHOLD: '2',
  });
}, 240_000);

afterAll(async () => {
  await cms?.stop();
  await smtp?.stop();
});

function nextReference(): string {
  orderCounter += 1;
  return `NOT-${Date.now()}${String(orderCounter).padStart(3, '0')}`;
}

async function createProduct(title: string, stock: number, extra: Record<string, unknown> = {}) {
  const created = await cms.strapi
    .documents('api::product.product')
    .create({ data: { title, price: 10, stock, ...extra } as never });
  return { id: created.id as number, documentId: created.documentId };
}

function call(path: string, body: unknown, token: string | null = SERVICE_TOKEN) {
  return fetch(`${cms.url}/api/stock-holds/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();

function hold(reference: string, lines: { product_id: number; quantity: number }[]) {
  return call(reference, { lines, expires_at: inHalfAnHour() });
}

/** The product as the public catalogue API shows it. */
async function publicProduct(id: number): Promise<Record<string, unknown>> {
  const response = await fetch(`${cms.url}/api/products?filters[id][$eq]=${id}`);
  const body = (await response.json()) as { data: Record<string, unknown>[] };
  return body.data[0] as Record<string, unknown>;
}

async function counts(id: number): Promise<{ stock: number; stock_held: number; available: number }> {
  const result = await cms.strapi.db.connection.raw('SELECT stock, stock_held, available FROM products WHERE id = ?', [
    id,
  ]);
  return result.rows[0];
}

async function movements(productId: number) {
  const result = await cms.strapi.db.connection.raw(
    'SELECT reason, stock_change, held_change, stock_after, reference FROM stock_movements WHERE product_id = ? ORDER BY id',
    [productId],
  );
  return result.rows as {
    reason: string;
    stock_change: number;
    held_change: number;
    stock_after: number;
    reference: string;
  }[];
}

describe('stock holds (checkout → CMS, service token)', () => {
  it('refuses callers without the service token and bad quantities', async () => {
    const product = await createProduct('Token Jar', 5);
    const anonymous = await call(nextReference(), { lines: [{ product_id: product.id, quantity: 1 }] }, null);
    expect(anonymous.status).toBe(401);
    // The shop's envelope, as every other refusal of these routes.
    expect(await anonymous.json()).toEqual({
      error: { code: 'unauthorized', message: 'Missing or wrong service token' },
    });
    const tooMany = await hold(nextReference(), [{ product_id: product.id, quantity: 100 }]);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    expect(await counts(product.id)).toMatchObject({ stock: 5, stock_held: 0 });
  });

  it('50 concurrent checkouts for the last 3 pieces: exactly 3 holds, 47 refusals, never below zero', async () => {
    const product = await createProduct('Last Jars', 3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => hold(nextReference(), [{ product_id: product.id, quantity: 1 }])),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    const refusal = (await answers.find((answer) => answer.status === 409)?.json()) as {
      error: { code: string; message: string; details: { products: { id: number; title: string }[] } };
    };
    expect(refusal.error).toMatchObject({ code: 'out_of_stock', message: 'Temporary out of stock' });
    expect(refusal.error.details.products).toEqual([{ id: product.id, title: 'Last Jars', available: 0 }]);
    expect(await counts(product.id)).toEqual({ stock: 3, stock_held: 3, available: 0 });
    // Shoppers see a stock change within 1 s (the catalogue reads it from the next answer on).
    await expect
      .poll(() => publicProduct(product.id), { timeout: 1000 })
      .toMatchObject({ outofstock: true, available: 0 });
    expect(await publicProduct(product.id)).not.toHaveProperty('stock');
  });

  it('holds all lines of an order or none: 2 lines each, 50 concurrent orders, no partial holds', async () => {
    const plenty = await createProduct('Plenty Dates', 100);
    const scarce = await createProduct('Scarce Truffles', 3);
    const lines = [
      { product_id: scarce.id, quantity: 1 },
      { product_id: plenty.id, quantity: 2 },
    ];
    const answers = await Promise.all(Array.from({ length: 50 }, () => hold(nextReference(), lines)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(await counts(scarce.id)).toMatchObject({ stock: 3, stock_held: 3 });
    // Only the 3 held orders hold the plentiful product: 6 pieces, not 2 × 50.
    expect(await counts(plenty.id)).toMatchObject({ stock: 100, stock_held: 6, available: 94 });
  });

  it('releases a hold once; the pieces are available again', async () => {
    const product = await createProduct('Released Bars', 2);
    const reference = nextReference();
    expect((await hold(reference, [{ product_id: product.id, quantity: 2 }])).status).toBe(200);
    await expect.poll(async () => (await publicProduct(product.id)).outofstock, { timeout: 1000 }).toBe(true);
    const first = await call(`${reference}/release`, { reason: 'session_expired' });
    expect(await first.json()).toEqual({ data: { released: [{ product_id: product.id, quantity: 2 }] } });
    const second = await call(`${reference}/release`, { reason: 'session_expired' });
    expect(await second.json()).toEqual({ data: { released: [] } });
    expect(await counts(product.id)).toEqual({ stock: 2, stock_held: 0, available: 2 });
    await expect
      .poll(() => publicProduct(product.id), { timeout: 1000 })
      .toMatchObject({ outofstock: false, available: 2 });
  });

  it('takes a paid order’s held pieces out of stock exactly once, with the order in the movement log', async () => {
    const product = await createProduct('Committed Chips', 10);
    const reference = nextReference();
    const lines = [{ product_id: product.id, quantity: 4 }];
    await hold(reference, lines);
    const commits = await Promise.all([1, 2, 3].map(() => call(`${reference}/commit`, { lines })));
    for (const commit of commits) {
      expect(await commit.json()).toEqual({
        data: { status: 'committed', lines: [{ product_id: product.id, quantity: 4, status: 'committed' }] },
      });
    }
    expect(await counts(product.id)).toEqual({ stock: 6, stock_held: 0, available: 6 });
    const log = await movements(product.id);
    expect(log.map((entry) => [entry.reason, entry.stock_change, entry.held_change, entry.stock_after])).toEqual([
      ['initial_stock', 10, 0, 10],
      ['checkout_hold', 0, 4, 10],
      ['order', -4, -4, 6],
    ]);
    expect(log[2]?.reference).toBe(reference);
  });

  it('a payment after its hold was released takes the pieces if they are still there', async () => {
    const product = await createProduct('Late Payment Wafers', 5);
    const reference = nextReference();
    const lines = [{ product_id: product.id, quantity: 2 }];
    await hold(reference, lines);
    await call(`${reference}/release`, { reason: 'session_expired' });
    const commit = await call(`${reference}/commit`, { lines });
    expect(((await commit.json()) as { data: { status: string } }).data.status).toBe('committed');
    expect(await counts(product.id)).toEqual({ stock: 3, stock_held: 0, available: 3 });
  });

  it('otherwise the order is paid but oversold, flagged for staff, and stock never goes below zero', async () => {
    const product = await createProduct('Oversold Hamper', 1);
    const late = nextReference();
    const lines = [{ product_id: product.id, quantity: 1 }];
    await hold(late, lines);
    await call(`${late}/release`, { reason: 'session_expired' });
    // Another shopper takes the last piece meanwhile.
    const other = nextReference();
    await hold(other, lines);
    await call(`${other}/commit`, { lines });
    // The late payment's order reaches the CMS (order-sync) before or after the commit: both flag it.
    const commit = await call(`${late}/commit`, { lines });
    expect(await commit.json()).toEqual({
      data: { status: 'oversold', lines: [{ product_id: product.id, quantity: 1, status: 'oversold' }] },
    });
    expect(await counts(product.id)).toEqual({ stock: 0, stock_held: 0, available: 0 });
    const log = await movements(product.id);
    expect(log.at(-1)).toMatchObject({ reason: 'oversold', stock_change: 0, reference: late });
    expect(await cms.strapi.service('api::order.order-sync').upsert(orderView(late, product.id))).toBeTruthy();
    const staffCopy = await cms.strapi.db.connection.raw(
      'SELECT stock_alert FROM orders WHERE customer_reference_number = ?',
      [late],
    );
    expect(staffCopy.rows[0].stock_alert).toBe('oversold: refund or restock');
  });

  it('a product staff marked out of stock cannot be held, whatever its count', async () => {
    const product = await createProduct('Recalled Spread', 50, { marked_out_of_stock: true });
    expect((await hold(nextReference(), [{ product_id: product.id, quantity: 1 }])).status).toBe(409);
    expect(await publicProduct(product.id)).toMatchObject({ outofstock: true, available: 50 });
  });
});

describe('stock in the admin', () => {
  async function adminToken(): Promise<string> {
    const response = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  it('logs a staff edit of stock with who made it; a stale available or outofstock from the form changes nothing', async () => {
    const product = await createProduct('Staff Counted Nuts', 10);
    await hold(nextReference(), [{ product_id: product.id, quantity: 3 }]);
    const token = await adminToken();
    const response = await fetch(
      `${cms.url}/content-manager/collection-types/api::product.product/${product.documentId}`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        // The edit form sends what it loaded: `available` and `outofstock` as they were.
        body: JSON.stringify({ title: 'Staff Counted Nuts', price: 10, stock: 25, available: 10, outofstock: true }),
      },
    );
    expect(response.status).toBe(200);
    expect(await counts(product.id)).toEqual({ stock: 25, stock_held: 3, available: 22 });
    expect(await publicProduct(product.id)).toMatchObject({ outofstock: false, available: 22 });
    expect((await movements(product.id)).at(-1)).toMatchObject({
      reason: 'staff_edit',
      stock_change: 15,
      stock_after: 25,
      reference: 'admin@outlet-shop.local',
    });
  });

  it('mails the stock mailbox once when sales bring the pieces on hand to the threshold, never for holds alone', async () => {
    const product = await createProduct('Threshold Pralines', 4);
    const subject = 'Threshold Pralines (product';
    // Open checkouts hold every piece, then give them back: nothing was sold, staff get no mail.
    const holder = nextReference();
    expect((await hold(holder, [{ product_id: product.id, quantity: 4 }])).status).toBe(200);
    await call(`${holder}/release`, { reason: 'session_expired' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.matching(subject)).toHaveLength(0);
    async function sell(quantity: number): Promise<void> {
      const reference = nextReference();
      const lines = [{ product_id: product.id, quantity }];
      await hold(reference, lines);
      await call(`${reference}/commit`, { lines });
    }
    await sell(1); // 3 on hand: above 2
    await sell(1); // 2 on hand: crosses
    // The mail says what is left when it is written, so it is read before the next sale.
    const mail = await smtp.waitFor(subject);
    expect(addresses(mail.parsed.to)).toEqual([STOCK_MAILBOX]);
    expect(mail.parsed.subject).toBe('Low stock: 2 left: Threshold Pralines');
    expect(mail.parsed.text).toContain('is down to 2 on hand (threshold 2)');
    await sell(1); // 1 on hand: same crossing
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.matching(subject)).toHaveLength(1);
    // Restocked above the threshold, then sold down to it again: a second crossing, a second mail.
    await cms.strapi
      .documents('api::product.product')
      .update({ documentId: product.documentId, data: { stock: 10 } as never });
    await sell(8);
    const deadline = Date.now() + 20_000;
    while (smtp.matching(subject).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(smtp.matching(subject)).toHaveLength(2);
  });
});

describe("one client's share of a product (docs/decisions/058)", () => {
  function holdAs(clientKey: string, productId: number, quantity: number) {
    return call(nextReference(), {
      lines: [{ product_id: productId, quantity }],
      expires_at: inHalfAnHour(),
      client: { key: clientKey, max_share_percent: 50, min_pieces: 5 },
    });
  }

  it('one client holds at most half of what is open to it, over all its orders; another client can still buy', async () => {
    const product = await createProduct('Shared Dates', 20);
    expect((await holdAs('client-a', product.id, 6)).status).toBe(200);
    const over = await holdAs('client-a', product.id, 5);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: unknown }).error).toEqual({
      code: 'hold_limit_reached',
      message: 'Right now you can buy at most 4 pcs of Shared Dates, counting your other unpaid checkouts',
      details: { products: [{ id: product.id, title: 'Shared Dates', available: 14, limit: 4 }] },
    });
    expect((await holdAs('client-a', product.id, 4)).status).toBe(200);
    expect((await holdAs('client-b', product.id, 5)).status).toBe(200);
    expect((await holdAs('client-b', product.id, 1)).status).toBe(409);
    expect(await counts(product.id)).toEqual({ stock: 20, stock_held: 15, available: 5 });
    // A checkout without a client (staff, an older caller) is held as before: only the count decides.
    expect((await hold(nextReference(), [{ product_id: product.id, quantity: 5 }])).status).toBe(200);
  });

  it('20 concurrent holds of one client never pass its share', async () => {
    const product = await createProduct('Contested Toffee', 10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => holdAs('client-c', product.id, 1)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(await counts(product.id)).toEqual({ stock: 10, stock_held: 5, available: 5 });
  });

  it("counts a shopper's holds under any of its keys: a new browser session with the same e-mail is the same shopper", async () => {
    const product = await createProduct('Keyed Dates', 20);
    const holdWith = (keys: string[], quantity: number) =>
      call(nextReference(), {
        lines: [{ product_id: product.id, quantity }],
        expires_at: inHalfAnHour(),
        client: { key: keys[0] as string, keys, max_share_percent: 50, min_pieces: 5 },
      });
    expect((await holdWith(['browser-1', 'email-aisha', 'mobile-1'], 6)).status).toBe(200);
    const over = await holdWith(['browser-2', 'email-aisha', 'mobile-2'], 5);
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { details: unknown } }).error.details).toEqual({
      products: [{ id: product.id, title: 'Keyed Dates', available: 14, limit: 4 }],
    });
    // A neighbour behind the same address, with keys of its own, holds its own share.
    expect((await holdWith(['browser-3', 'email-omar', 'mobile-3'], 5)).status).toBe(200);
    expect(await counts(product.id)).toEqual({ stock: 20, stock_held: 11, available: 9 });
    // A CMS replica of the previous version (a rolling restart) calls the hold with one key: it still holds.
    const earlier = await cms.strapi.db.connection.raw(
      'SELECT outcome FROM outlet_stock_hold(?, ?::int[], ?::int[], ?, ?, ?::int, ?::int)',
      [nextReference(), [product.id], [1], new Date(Date.now() + 1_800_000), 'client-older', 50, 5],
    );
    expect(earlier.rows).toEqual([{ outcome: 'held' }]);
  });

  it('a shopper can still buy the last few jars', async () => {
    const product = await createProduct('Last Three Jars', 3);
    expect((await holdAs('client-d', product.id, 3)).status).toBe(200);
    expect(await counts(product.id)).toMatchObject({ available: 0 });
  });
});

function orderView(reference: string, productId: number) {
  return {
    customer_reference_number: reference,
    destination_address_name: 'Aisha Khan',
    email: 'aisha@example.com',
    products: [
      { id: productId, title: 'Oversold Hamper', weight: '', quantity: 1, priceFils: 1000, lineTotalFils: 1000 },
    ],
    itemsTotalFils: 1000,
    discountFils: 0,
    deliveryFeeFils: 2000,
    totalFils: 3000,
    vatFils: 143,
    payment_status: 'paid',
    sessionId: 'cs_test_late',
  };
}

describe('one set of stock rules in SQL (docs/decisions/068)', () => {
  const stock = () => cms.strapi.service('api::stock.stock');

  it('installs every function of the stock SQL files', async () => {
    const dir = path.join(cms.strapi.dirs.app.api, 'stock', 'sql');
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.sql'));
    const defined = (await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')))).flatMap((sql) =>
      [...sql.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((match) => match[1]),
    );
    expect(defined).toContain('outlet_stock_commit');
    const installed = await cms.strapi.db.connection.raw('SELECT proname FROM pg_proc WHERE proname = ANY(?)', [
      defined,
    ]);
    expect(new Set(installed.rows.map((row: { proname: string }) => row.proname))).toEqual(new Set(defined));
  });

  it('logs hold, release, commit, oversold and restock in one row shape', async () => {
    const product = await createProduct('Shape Figs', 10);
    const [released, sold, late] = [nextReference(), nextReference(), nextReference()];
    await hold(released, [{ product_id: product.id, quantity: 3 }]);
    await call(`${released}/release`, { reason: 'session_expired' });
    await hold(sold, [{ product_id: product.id, quantity: 2 }]);
    await call(`${sold}/commit`, { lines: [{ product_id: product.id, quantity: 2 }] });
    await stock().restock(`restock-${sold}`, sold, [{ product_id: product.id, quantity: 1 }]);
    // Paid without a hold for more than is left.
    await call(`${late}/commit`, { lines: [{ product_id: product.id, quantity: 20 }] });
    const rows = (
      await cms.strapi.db.connection.raw('SELECT * FROM stock_movements WHERE product_id = ? ORDER BY id', [product.id])
    ).rows as Record<string, unknown>[];
    // The same columns are filled on every row (a note only where there is something to say).
    const filled = (row: Record<string, unknown>) =>
      Object.keys(row).filter((key) => key !== 'note' && row[key] !== null);
    expect(rows.map(filled)).toEqual(rows.map(() => filled(rows[0] ?? {})));
    for (const row of rows) {
      expect(row).toMatchObject({ product_id: product.id, product_title: 'Shape Figs' });
      expect(row.document_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.created_at).toBeInstanceOf(Date);
      expect(row.updated_at).toBeInstanceOf(Date);
      expect(row.published_at).toBeInstanceOf(Date);
    }
    const fields = ['reason', 'stock_change', 'held_change', 'stock_after', 'available_after', 'reference', 'note'];
    expect(rows.map((row) => fields.map((field) => row[field]))).toEqual([
      ['initial_stock', 10, 0, 10, 10, 'system', null],
      ['checkout_hold', 0, 3, 10, 7, released, null],
      ['hold_released', 0, -3, 10, 10, released, 'session_expired'],
      ['checkout_hold', 0, 2, 10, 8, sold, null],
      ['order', -2, -2, 8, 8, sold, null],
      ['refund_restock', 1, 0, 9, 9, sold, null],
      ['oversold', 0, 0, 9, 9, late, '20 paid but not in stock: refund or restock'],
    ]);
  });

  it('mails once per crossing from the one low-stock check: sales, restocks and staff edits; never holds', async () => {
    const marker = (title: string) => `${title} (product`;
    // A sale: 3 on hand, 1 sold, 2 left (the threshold).
    const sold = await createProduct('Check Sale Tahini', 3);
    const sale = nextReference();
    await hold(sale, [{ product_id: sold.id, quantity: 1 }]);
    await call(`${sale}/commit`, { lines: [{ product_id: sold.id, quantity: 1 }] });
    // A restock that leaves the pieces at the threshold (a first count of 0 mails no one), then one
    // that takes them above it (re-armed), then a staff count down to 0: a second crossing.
    const restocked = await createProduct('Check Restock Olives', 0);
    const refunded = nextReference();
    await stock().restock(`restock-a-${refunded}`, refunded, [{ product_id: restocked.id, quantity: 1 }]);
    // The mail says what is on hand when it is written, so it is read before the next change.
    await smtp.waitFor(marker('Check Restock Olives'));
    await stock().restock(`restock-b-${refunded}`, refunded, [{ product_id: restocked.id, quantity: 1 }]);
    // A staff edit to the threshold, then below it: the same crossing.
    const edited = await createProduct('Check Edit Capers', 10);
    const update = (documentId: string, count: number) =>
      cms.strapi.documents('api::product.product').update({ documentId, data: { stock: count } as never });
    await update(edited.documentId, 2);
    await update(edited.documentId, 1);
    // Holds of every piece and their release: nothing on hand changed.
    const held = await createProduct('Check Hold Dates', 2);
    const holder = nextReference();
    await hold(holder, [{ product_id: held.id, quantity: 2 }]);
    await call(`${holder}/release`, { reason: 'session_expired' });

    for (const title of ['Check Sale Tahini', 'Check Edit Capers']) {
      await smtp.waitFor(marker(title));
    }
    await stock().restock(`restock-c-${refunded}`, refunded, [{ product_id: restocked.id, quantity: 5 }]);
    await update(restocked.documentId, 0);
    const deadline = Date.now() + 20_000;
    while (smtp.matching(marker('Check Restock Olives')).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.matching(marker('Check Sale Tahini'))).toHaveLength(1);
    expect(smtp.matching(marker('Check Restock Olives')).map((mail) => mail.parsed.subject)).toEqual([
      'Low stock: 1 left: Check Restock Olives',
      'Out of stock: Check Restock Olives',
    ]);
    expect(smtp.matching(marker('Check Edit Capers'))).toHaveLength(1);
    expect(smtp.matching(marker('Check Hold Dates'))).toHaveLength(0);
  });
});
