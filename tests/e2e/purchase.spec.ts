import { expect, test } from '@playwright/test';
import { waitForCmsOrder } from '../support/cms-orders.ts';
import { addToCart, pickProducts, returnPageLoad, storedOrderData } from '../support/shop.ts';
import { queryDatabase } from '../support/stack.ts';

test('a shopper buys two products with a test card and the order is paid and visible to staff', async ({ page }) => {
  const products = await pickProducts(page, 2);
  for (const product of products) await addToCart(page, product);
  await expect(page.getByRole('button', { name: /Cart, 2 items/ })).toBeVisible();

  await page.getByRole('button', { name: /Cart, 2 items/ }).click();
  await page
    .getByRole('link', { name: 'PROCEED TO CHECKOUT' })
    .or(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }))
    .click();
  await expect(page).toHaveURL(/\/check_out/);

  await page.getByLabel('First name').fill('Aisha');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email').fill('aisha@example.com');
  await page.getByLabel('Phone Number').fill('+971501234567');
  await page.getByLabel('City').selectOption('Dubai');
  await page.getByLabel('Address', { exact: true }).fill('Al Wasl Road 12');
  await page.getByLabel('House No. or Name').fill('Villa 7');
  await page.getByLabel('Landmark').fill('Near the park');
  await page.getByRole('button', { name: 'Continue' }).click();

  const card = page.frameLocator('iframe[title="Secure card payment"]');
  await expect(card.getByText(String(products[0]?.title))).toBeVisible();
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('MM / YY').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Cardholder name').fill('Aisha Khan');
  const stored = await storedOrderData(page);
  expect(stored?.customer_reference_number).toMatch(/^NOT-\d+$/);
  const returnLoad = returnPageLoad(page, '/check_out');
  const createOrder = page.waitForRequest((request) => request.url().includes('/checkout/v1/create_order'));
  await card.getByRole('button', { name: /^Pay/ }).click();

  // Stripe's embedded checkout sends the whole window back to return_url: a fresh page load.
  const returned = new URL((await returnLoad).url());
  expect(returned.searchParams.get('session_id')).toMatch(/^cs_test_/);
  // The order copy stored before paying is what the fresh page posts to create_order (its token in
  // the header), then drops.
  const created = await createOrder;
  expect(created.postDataJSON()).toMatchObject({
    customer_reference_number: stored?.customer_reference_number,
    products: stored?.products,
    sessionId: returned.searchParams.get('session_id'),
  });
  expect(created.headers()['x-order-token']).toBe(stored?.order_access_token);
  await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
  const reference = (
    await page
      .getByText(/NOT-\d+/)
      .first()
      .textContent()
  )?.match(/NOT-\d+/)?.[0];
  expect(reference).toBe(stored?.customer_reference_number);
  expect(await storedOrderData(page)).toBeNull();

  const [order] = await queryDatabase<{ payment_status: string; total_fils: number }>(
    'checkout',
    'SELECT payment_status, total_fils FROM orders WHERE customer_reference_number = $1',
    [reference],
  );
  expect(order?.payment_status).toBe('paid');

  await waitForCmsOrder(String(reference), { paymentStatus: 'paid' });
});
