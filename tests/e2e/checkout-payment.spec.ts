import { expect, type Page, test } from '@playwright/test';
import { TEST_JOB_POLL_INTERVAL_MS } from '../../scripts/stack/test-profile.ts';
import {
  addToCart,
  cardForm,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
  shownReference,
  TEST_DELIVERY_ADDRESS,
} from '../support/shop.ts';
import { adminToken, type CaughtMail, queryDatabase, urls, waitForMail } from '../support/stack.ts';

/** How long a test watches for a duplicate confirmation: four rounds of the job poller. */
const MAIL_WATCH_MS = 4 * TEST_JOB_POLL_INTERVAL_MS;

interface StoredOrder {
  customer_reference_number: string;
  payment_status: string;
  items_total_fils: number;
  discount_fils: number;
  delivery_fee_fils: number;
  total_fils: number;
  coupon_code: string | null;
}

async function ordersOf(email: string): Promise<StoredOrder[]> {
  return queryDatabase<StoredOrder>(
    'checkout',
    `SELECT customer_reference_number, payment_status, items_total_fils, discount_fils, delivery_fee_fils,
            total_fils, coupon_code
       FROM orders WHERE lower(email) = lower($1) ORDER BY created_at`,
    [email],
  );
}

function aed(fils: number): string {
  return `AED ${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

async function mailsFor(reference: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${urls.mailCatcher}/email`)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.subject === `Your Outlet Shop order ${reference} is confirmed`);
}

/** A cart of the two cheapest free products, then the checkout form filled with `email`. */
async function checkoutWithTwoProducts(page: Page, email: string): Promise<void> {
  const products = await pickProducts(page, 2);
  for (const product of products) await addToCart(page, product);
  await proceedToCheckout(page, 2);
  await fillDeliveryDetails(page, email);
}

async function applyCoupon(page: Page, code: string): Promise<void> {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('paying with 4242 confirms the order and mails the shopper one confirmation', async ({ page }) => {
  const email = `paid-${Date.now()}@example.com`;
  await checkoutWithTwoProducts(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
  const reference = await shownReference(page);
  await expect(page.getByText(/All prices include 5% VAT/)).toBeVisible();

  const mail = await waitForMail((caught) => caught.subject === `Your Outlet Shop order ${reference} is confirmed`);
  expect(mail.to.map((to) => to.address)).toEqual([email]);
  const [order] = await ordersOf(email);
  expect(mail.text).toContain(`Total paid: ${aed(order?.total_fils ?? -1)}`);
  expect(mail.text).toContain('Al Wasl Road 12');
  // Longer than several rounds of the checkout's job poller (JOB_POLL_INTERVAL_MS in the test
  // profile), so a second send by a retried job would have arrived.
  await page.waitForTimeout(MAIL_WATCH_MS);
  expect(await mailsFor(reference)).toHaveLength(1);
});

test('a declined card (4000 0000 0000 0002) says so and pays nothing', async ({ page }) => {
  const email = `declined-${Date.now()}@example.com`;
  await checkoutWithTwoProducts(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWithCard(page, '4000 0000 0000 0002');

  await expect(cardForm(page).getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/check_out/);
  const orders = await ordersOf(email);
  expect(orders).toHaveLength(1);
  // The session stays open for another card: the order waits, unpaid.
  expect(orders[0]?.payment_status).toBe('pending');
});

test('closing the page right after paying still yields a paid order and one confirmation mail', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `closer-${Date.now()}@example.com`;
  await checkoutWithTwoProducts(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirmed = page.waitForResponse((response) => response.url().includes('/embedded-checkout/confirm'));
  await payWithCard(page, '4242 4242 4242 4242');
  expect((await confirmed).ok()).toBe(true);
  // The shopper closes the browser before the shop's return page can report back.
  await context.close();

  // Only the signed webhook is left to fulfil the order.
  await expect.poll(async () => (await ordersOf(email))[0]?.payment_status, { timeout: 30_000 }).toBe('paid');
  const reference = (await ordersOf(email))[0]?.customer_reference_number as string;
  await waitForMail((caught) => caught.subject === `Your Outlet Shop order ${reference} is confirmed`);
  await new Promise((resolve) => setTimeout(resolve, MAIL_WATCH_MS));
  expect(await mailsFor(reference)).toHaveLength(1);
});

/**
 * A one-time 50% prize code of this test's own, issued to `userEmail` (as the prize promotion
 * site issues them, straight into the prize database), so no test spends another's code.
 */
async function issueHalfOffCode(userEmail: string): Promise<string> {
  const code = `HALF-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await queryDatabase(
    'prize',
    'INSERT INTO prize_codes (code, qr, user_email, win_item_name) VALUES ($1, $2, $3, $4)',
    [code, `QR-${code}`, userEmail, '50% Off on next order'],
  );
  return code;
}

test.describe('a 50% prize code', () => {
  test('with another e-mail gives no discount and shows the hint', async ({ page }) => {
    const code = await issueHalfOffCode(`winner-${Date.now()}@example.com`);
    const email = `someone-else-${Date.now()}@example.com`;
    await checkoutWithTwoProducts(page, email);
    await applyCoupon(page, code);
    await expect(page.getByText('50% Off on next order')).toBeVisible();
    await expect(
      page.getByText('Use the e-mail you registered on the prize promotion site to get exclusive discounts.'),
    ).toBeVisible();
    const totals = page.getByRole('region', { name: 'Order totals' });
    await expect(totals.getByText('Discount')).toHaveCount(0);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(cardForm(page).getByRole('button', { name: /^Pay/ })).toBeVisible();
    const [order] = await ordersOf(email);
    expect(order?.discount_fils).toBe(0);
    expect(order?.total_fils).toBe((order?.items_total_fils ?? 0) + (order?.delivery_fee_fils ?? 0));
    await expect(cardForm(page).getByRole('button', { name: `Pay ${aed(order?.total_fils ?? -1)}` })).toBeVisible();
  });

  test('with the e-mail it was issued to halves the items total and the amount charged', async ({ page }) => {
    const email = `winner-${Date.now()}@example.com`;
    const code = await issueHalfOffCode(email);
    await checkoutWithTwoProducts(page, email);
    // Typed as a shopper might: lower case, a trailing space.
    await applyCoupon(page, `${code.toLowerCase()} `);
    const totals = page.getByRole('region', { name: 'Order totals' });
    await expect(totals.getByText('Discount')).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(cardForm(page).getByRole('button', { name: /^Pay/ })).toBeVisible();
    const [order] = await ordersOf(email);
    expect(order?.payment_status).toBe('pending');
    const {
      items_total_fils: items,
      discount_fils: discount,
      delivery_fee_fils: fee,
      total_fils: total,
    } = order as StoredOrder;
    expect(Math.abs(items - 2 * discount)).toBeLessThanOrEqual(1);
    expect(total).toBe(items - discount + fee);
    await expect(totals.getByText(`-${aed(discount)}`)).toBeVisible();
    await expect(cardForm(page).getByRole('button', { name: `Pay ${aed(total)}` })).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
    const reference = await shownReference(page);
    const [paid] = await queryDatabase<{ payment_status: string; total_fils: number }>(
      'checkout',
      'SELECT payment_status, total_fils FROM orders WHERE customer_reference_number = $1',
      [reference],
    );
    expect(paid).toEqual({ payment_status: 'paid', total_fils: total });
    await expect
      .poll(async () => {
        const rows = await queryDatabase<{ redeemed_order_reference: string | null }>(
          'prize',
          'SELECT redeemed_order_reference FROM prize_codes WHERE code = $1',
          [code],
        );
        return rows[0]?.redeemed_order_reference;
      })
      .toBe(reference);
  });
});

test('in the checkout summary the plus stops at 2 for a max_order_qut 2 product', async ({ page }) => {
  const response = await page.request.get(
    '/api/products?filters[max_order_qut][$eq]=2&filters[outofstock][$eq]=false&filters[flash_sale][$eq]=false&pagination[pageSize]=1',
  );
  const [product] = ((await response.json()) as { data: { id: number; title: string; price: number }[] }).data;
  expect(product, 'the seed has a max_order_qut 2 product').toBeDefined();
  await addToCart(page, product as { id: number; title: string; price: number });
  await proceedToCheckout(page, 1);

  const summary = page.getByRole('main');
  const plus = summary.getByRole('button', { name: `Increase ${product?.title}` });
  await expect(plus).toBeEnabled();
  await plus.click();
  await expect(summary.getByText(`2 x ${aed(Math.round((product?.price ?? 0) * 100))}`)).toBeVisible();
  await expect(plus).toBeDisabled();
  await summary.getByRole('button', { name: `Decrease ${product?.title}` }).click();
  await expect(summary.getByText(`1 x ${aed(Math.round((product?.price ?? 0) * 100))}`)).toBeVisible();
});

test('a price staff just changed is the price charged, though the catalogue is cached', async ({ request }) => {
  // A product no other journey buys, read once through the checkout so the CMS keeps its answer.
  const listing = await request.get(
    '/api/products?filters[outofstock][$eq]=false&filters[flash_sale][$eq]=false&filters[max_order_qut][$null]=true&sort=id:desc&pagination[pageSize]=1&pagination[page]=3',
  );
  const [product] = ((await listing.json()) as { data: { id: number; documentId: string; price: number }[] }).data;
  if (!product) throw new Error('no freely buyable product');
  const order = async () => {
    const created = await request.post('/checkout/v1/create_order_ref', {
      data: {
        destination_address_name: 'Price Tester',
        email: 'price-tester@example.com',
        ...TEST_DELIVERY_ADDRESS,
        products: [{ id: product.id, quantity: 1 }],
      },
    });
    expect(created.status()).toBe(201);
    return (
      (await created.json()) as {
        order: { customer_reference_number: string; itemsTotalFils: number; order_access_token: string };
      }
    ).order;
  };
  expect((await order()).itemsTotalFils).toBe(Math.round(product.price * 100));

  const staff = { Authorization: `Bearer ${await adminToken()}` };
  const setPrice = (price: number) =>
    request.put(`${urls.cms}/content-manager/collection-types/api::product.product/${product.documentId}`, {
      headers: staff,
      data: { price },
    });
  const newPrice = product.price + 1.25;
  expect((await setPrice(newPrice)).status()).toBe(200);
  try {
    const repriced = await order();
    expect(repriced.itemsTotalFils).toBe(Math.round(newPrice * 100));
    const session = await request.post('/checkout/v1/create-checkout-session', {
      headers: { 'X-Order-Token': repriced.order_access_token },
      data: { customer_reference_number: repriced.customer_reference_number },
    });
    expect(session.status()).toBe(200);
    const [stored] = await queryDatabase<{ items_total_fils: number }>(
      'checkout',
      'SELECT items_total_fils FROM orders WHERE customer_reference_number = $1',
      [repriced.customer_reference_number],
    );
    expect(stored?.items_total_fils).toBe(Math.round(newPrice * 100));
  } finally {
    await setPrice(product.price);
  }
});
