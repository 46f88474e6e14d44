import { type APIRequestContext, expect, test } from '@playwright/test';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';
import {
  addToCart,
  fillDeliveryDetails,
  payWithCard,
  proceedToCheckout,
  shownReference,
  TEST_DELIVERY_ADDRESS,
} from '../support/shop.ts';
import { queryDatabase, updateCatalogueRows, urls } from '../support/stack.ts';
import { staffSignIn } from '../support/staff.ts';

/*
 * Stock that never oversells (docs/decisions/046), on the whole stack: the CMS's holds on real
 * PostgreSQL, the checkout service, the Stripe sandbox and its webhooks, the storefront and the
 * Strapi admin. Each test sets its own products' counts and puts them back.
 */

const SANDBOX = `http://localhost:${TEST_PORTS.stripeSandbox}`;

interface Counts {
  stock: number;
  stock_held: number;
  available: number;
}

async function counts(id: number): Promise<Counts> {
  const [row] = await queryDatabase<Counts>('cms', 'SELECT stock, stock_held, available FROM products WHERE id = $1', [
    id,
  ]);
  return row as Counts;
}

async function setStock(id: number, stock: number): Promise<void> {
  await updateCatalogueRows('UPDATE products SET stock = $1 WHERE id = $2', [stock, id]);
}

/**
 * Products few other journeys touch: the highest ids that are freely buyable. Another journey's
 * open payment popup may still hold some of their pieces (30 min), so tests count on top of `stock_held`.
 */
async function quietProducts(request: APIRequestContext, count: number): Promise<{ id: number; title: string }[]> {
  const response = await request.get(
    `/api/products?filters[outofstock][$eq]=false&filters[flash_sale][$eq]=false&filters[max_order_qut][$null]=true&filters[price][$lte]=60&sort=id:desc&pagination[pageSize]=${count}`,
  );
  return ((await response.json()) as { data: { id: number; title: string }[] }).data;
}

function orderPayload(email: string, products: { id: number; quantity: number }[]) {
  return {
    destination_address_name: 'Stock Tester',
    email,
    ...TEST_DELIVERY_ADDRESS,
    products,
  };
}

/**
 * One shopper through the API of the one origin: order, then the payment popup's session. Either
 * step may refuse with 409: the order when the catalogue already shows the pieces gone, the
 * popup when the hold finds them gone.
 */
async function shopperOpensPopup(request: APIRequestContext, email: string, lines: { id: number; quantity: number }[]) {
  const created = await request.post('/checkout/v1/create_order_ref', { data: orderPayload(email, lines) });
  if (created.status() === 409) {
    return { reference: '', status: 409, body: (await created.json()) as Record<string, unknown> };
  }
  expect(created.status()).toBe(201);
  const { order } = (await created.json()) as {
    order: { customer_reference_number: string; order_access_token: string };
  };
  const reference = order.customer_reference_number;
  const session = await request.post('/checkout/v1/create-checkout-session', {
    headers: { 'X-Order-Token': order.order_access_token },
    data: { customer_reference_number: reference },
  });
  return { reference, status: session.status(), body: (await session.json()) as Record<string, unknown> };
}

/** Pays a session on the sandbox's card page with 4242… (the card page's own call). */
async function payOnCardPage(request: APIRequestContext, clientSecret: string): Promise<void> {
  const paid = await request.post(`${SANDBOX}/embedded-checkout/confirm`, {
    data: { client_secret: clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'A' },
  });
  expect(paid.status()).toBe(200);
}

async function paidCount(references: string[]): Promise<number> {
  const rows = await queryDatabase<{ n: number }>(
    'checkout',
    `SELECT count(*)::int AS n FROM orders WHERE customer_reference_number = ANY($1) AND payment_status = 'paid'
        AND stock_committed_at IS NOT NULL`,
    [references],
  );
  return rows[0]?.n ?? 0;
}

async function concurrentShoppers(request: APIRequestContext, lines: { id: number; quantity: number }[], tag: string) {
  const shoppers = await Promise.all(
    Array.from({ length: 50 }, (_, n) => shopperOpensPopup(request, `${tag}-${n}@example.com`, lines)),
  );
  const held = shoppers.filter((shopper) => shopper.status === 200);
  const refused = shoppers.filter((shopper) => shopper.status === 409);
  // Any other answer is a checkout that failed for a reason of its own: shown as it came.
  expect(shoppers.filter((shopper) => shopper.status !== 200 && shopper.status !== 409)).toEqual([]);
  return { held, refused };
}

test.describe('stock under 50 concurrent shoppers', () => {
  test('the last 3 pieces: exactly 3 popups and 3 paid orders, 47 told out of stock, never below zero', async ({
    request,
  }) => {
    const [product] = await quietProducts(request, 5);
    const id = product?.id as number;
    const before = await counts(id);
    // 3 pieces free, whatever earlier journeys' open popups still hold of this product.
    const stock = before.stock_held + 3;
    await setStock(id, stock);
    try {
      const { held, refused } = await concurrentShoppers(request, [{ id, quantity: 1 }], `last3-${Date.now()}`);
      expect(held).toHaveLength(3);
      expect(refused).toHaveLength(47);
      // Every refusal is the shopper's 'Temporary out of stock', at the order or at the popup.
      for (const shopper of refused) {
        expect(shopper.body).toMatchObject({ error: { code: 'out_of_stock', message: 'Temporary out of stock' } });
      }
      expect(await counts(id)).toEqual({ stock, stock_held: before.stock_held + 3, available: 0 });
      for (const shopper of held) await payOnCardPage(request, String(shopper.body.clientSecret));
      const references = held.map((shopper) => shopper.reference);
      await expect.poll(() => paidCount(references), { timeout: 30_000 }).toBe(3);
      expect(await counts(id)).toEqual({ stock: stock - 3, stock_held: before.stock_held, available: 0 });
    } finally {
      await setStock(id, before.stock);
    }
  });

  test('two lines per order: all held or none, so the plentiful line is held only by the 3 that got the scarce one', async ({
    request,
  }) => {
    const [, scarce, plenty] = await quietProducts(request, 5);
    const scarceId = scarce?.id as number;
    const plentyId = plenty?.id as number;
    const [scarceBefore, plentyBefore] = [await counts(scarceId), await counts(plentyId)];
    const scarceStock = scarceBefore.stock_held + 3;
    await setStock(scarceId, scarceStock);
    // Enough of the other line for every shopper: only the scarce line may refuse anyone.
    const plentyStock = plentyBefore.stock_held + 100;
    await setStock(plentyId, plentyStock);
    try {
      const lines = [
        { id: scarceId, quantity: 1 },
        { id: plentyId, quantity: 2 },
      ];
      const { held, refused } = await concurrentShoppers(request, lines, `twolines-${Date.now()}`);
      expect(held).toHaveLength(3);
      expect(refused).toHaveLength(47);
      expect((await counts(plentyId)).stock_held).toBe(plentyBefore.stock_held + 6);
      for (const shopper of held) await payOnCardPage(request, String(shopper.body.clientSecret));
      await expect.poll(() => paidCount(held.map((shopper) => shopper.reference)), { timeout: 30_000 }).toBe(3);
      expect(await counts(scarceId)).toEqual({
        stock: scarceStock - 3,
        stock_held: scarceBefore.stock_held,
        available: 0,
      });
      expect((await counts(plentyId)).stock).toBe(plentyStock - 6);
    } finally {
      await setStock(scarceId, scarceBefore.stock);
      await setStock(plentyId, plentyBefore.stock);
    }
  });
});

test('a session expired through the sandbox gives its pieces back within 60 s', async ({ request }) => {
  const id = (await quietProducts(request, 5))[3]?.id as number;
  const before = await counts(id);
  const shopper = await shopperOpensPopup(request, `expire-${Date.now()}@example.com`, [{ id, quantity: 2 }]);
  expect(shopper.status).toBe(200);
  expect((await counts(id)).stock_held).toBe(before.stock_held + 2);
  const expired = await request.post(`${SANDBOX}/v1/checkout/sessions/${shopper.body.sessionId}/expire`, {
    headers: { Authorization: 'Bearer sk_test_sandbox' },
  });
  expect(expired.status()).toBe(200);
  await expect.poll(async () => (await counts(id)).stock_held, { timeout: 60_000 }).toBe(before.stock_held);
  const [order] = await queryDatabase<{ payment_status: string }>(
    'checkout',
    'SELECT payment_status FROM orders WHERE customer_reference_number = $1',
    [shopper.reference],
  );
  expect(order?.payment_status).toBe('expired');
});

test('staff set stock to 1; A holds it in the popup; B is told out of stock; A’s session expires; B buys; the log shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [, , , , product] = await quietProducts(request, 5);
  const { id, title } = product as { id: number; title: string };
  const before = await counts(id);
  const staff = await browser.newPage();
  const shopperA = await browser.newPage();
  const shopperB = await browser.newPage();
  try {
    // Staff count the shelf: 1 piece left.
    const [{ document_id: documentId }] = (await queryDatabase<{ document_id: string }>(
      'cms',
      'SELECT document_id FROM products WHERE id = $1',
      [id],
    )) as [{ document_id: string }];
    await staffSignIn(staff);
    await staff.goto(`${urls.cms}/admin/content-manager/collection-types/api::product.product/${documentId}`);
    const stockField = staff.getByRole('spinbutton', { name: /^stock/ }).or(staff.getByLabel(/^stock/).first());
    await stockField.fill('1');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByText(/Saved/).first()).toBeVisible();
    await expect.poll(async () => (await counts(id)).stock).toBe(1);

    // Shopper A opens the payment popup: the piece is held.
    await addToCart(shopperA, product as { id: number; title: string; price: number });
    await proceedToCheckout(shopperA, 1);
    await fillDeliveryDetails(shopperA, `shopper-a-${Date.now()}@example.com`);
    await shopperA.getByRole('button', { name: 'Continue' }).click();
    await expect(shopperA.frameLocator('iframe[title="Secure card payment"]').getByText(title)).toBeVisible();
    expect(await counts(id)).toEqual({ stock: 1, stock_held: 1, available: 0 });

    // Shopper B is told it is out of stock.
    await expect
      .poll(
        async () => {
          await shopperB.goto(`/product/${id}`);
          // The app has the page (a server-rendered page is taken over after its first paint, decision 051).
          await expect(shopperB.locator('html[data-hydrated]')).toBeAttached();
          await shopperB.getByRole('button', { name: 'Add to cart' }).click();
          return shopperB.getByText('Temporary out of stock').isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // A's session expires (Stripe's expire call on the sandbox): the piece comes back.
    const [orderA] = await queryDatabase<{ stripe_session_id: string }>(
      'checkout',
      `SELECT stripe_session_id FROM orders WHERE email LIKE 'shopper-a-%' AND lines @> $1::jsonb ORDER BY id DESC LIMIT 1`,
      [JSON.stringify([{ id }])],
    );
    const expired = await request.post(`${SANDBOX}/v1/checkout/sessions/${orderA?.stripe_session_id}/expire`, {
      headers: { Authorization: 'Bearer sk_test_sandbox' },
    });
    expect(expired.status()).toBe(200);
    await expect.poll(async () => (await counts(id)).available, { timeout: 60_000 }).toBe(1);

    // B buys it.
    await expect
      .poll(
        async () => {
          await shopperB.goto(`/product/${id}`);
          await expect(shopperB.locator('html[data-hydrated]')).toBeAttached();
          await shopperB.getByRole('button', { name: 'Add to cart' }).click();
          return shopperB.getByRole('button', { name: 'Cart, 1 item' }).isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await proceedToCheckout(shopperB, 1);
    await fillDeliveryDetails(shopperB, `shopper-b-${Date.now()}@example.com`);
    await shopperB.getByRole('button', { name: 'Continue' }).click();
    await payWithCard(shopperB, '4242 4242 4242 4242');
    await expect(shopperB).toHaveURL(/\/succsess/, { timeout: 30_000 });
    const referenceB = await shownReference(shopperB);
    await expect.poll(async () => (await counts(id)).stock, { timeout: 30_000 }).toBe(0);

    // Staff read the movement log: their edit, A's hold and its release, B's order.
    await staff.goto(
      `${urls.cms}/admin/content-manager/collection-types/api::stock-movement.stock-movement?filters[$and][0][product_id][$eq]=${id}`,
    );
    const grid = staff.getByRole('grid');
    await expect(grid).toContainText('staff_edit');
    await expect(grid).toContainText('admin@outlet-shop.local');
    await expect(grid).toContainText('hold_released');
    await expect(grid).toContainText(referenceB);
    await staff.screenshot({ path: test.info().outputPath('stock-movement-log.png'), fullPage: true });
  } finally {
    await setStock(id, before.stock);
    await Promise.all([staff.close(), shopperA.close(), shopperB.close()]);
  }
});
