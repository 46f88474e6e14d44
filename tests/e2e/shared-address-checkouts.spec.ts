import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loadStackConfig } from '../../scripts/stack/config.ts';
import { TEST_OVERRIDES } from '../../scripts/stack/test-profile.ts';
import {
  addToCart,
  type CatalogueProduct,
  cardForm,
  fillDeliveryDetails,
  payWithCard,
  pickProducts,
  proceedToCheckout,
} from '../support/shop.ts';
import { queryDatabase } from '../support/stack.ts';

/*
 * Many phones behind one public address (a UAE carrier's), and a shopper's own retries
 * (docs/decisions/058 as keyed on the shopper). Every browser here comes from 127.0.0.1, as all the
 * journeys do. The other journeys order with one mobile number, so the test stack raises the
 * per-shopper limit; these popups are opened by a checkout service of this file's own, on the same
 * database, with the shop's real per-shopper limit (3) and the test stack's per-address ceiling
 * (raised: the whole run's popups come from 127.0.0.1). The rest of the shop is the test stack's.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The storefront's calls that open and close a payment popup: these go to this file's checkout. */
const POPUP_CALLS = '**/checkout/v1/{create-checkout-session,release-checkout-session}';

let checkout: ChildProcess | undefined;
let checkoutUrl = '';
let products: CatalogueProduct[] = [];

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const config = loadStackConfig(TEST_OVERRIDES, 'test');
  checkout = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'checkout-service'),
    env: {
      ...config.env,
      NODE_ENV: config.env.NODE_ENV ?? 'development',
      CHECKOUT_DATABASE_URL: String(process.env.E2E_CHECKOUT_DATABASE_URL),
      CHECKOUT_PORT: String(port),
      CHECKOUT_OPEN_SESSIONS_PER_SHOPPER: '3',
    },
    stdio: 'ignore',
  });
  // A worker that ends without its afterAll (a failed journey's worker is replaced) takes it along.
  const started = checkout;
  process.once('exit', () => started.kill('SIGTERM'));
  checkoutUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${checkoutUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || checkout.exitCode !== null) throw new Error('the journey’s checkout did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = await browser.newPage();
  products = await pickProducts(page, 2);
  await page.close();
});

test.afterAll(async () => {
  if (checkout && checkout.exitCode === null) {
    checkout.kill('SIGTERM');
    await once(checkout, 'exit');
  }
});

/** A browser of its own (a phone), whose popup calls reach this file's checkout. */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.route(POPUP_CALLS, async (route) => {
    const { pathname } = new URL(route.request().url());
    const response = await route.fetch({ url: `${checkoutUrl}${pathname.replace(/^\/checkout/, '')}` });
    await route.fulfill({ response });
  });
  return { context, page: await context.newPage() };
}

/** This run's mark on its shoppers' e-mails and mobile numbers. */
const RUN = String(Date.now()).slice(-4);

/** A shopper of this run: an e-mail and a UAE mobile number of its own. */
function shopper(name: string, index: number): { email: string; mobile: string } {
  return { email: `${name}-${RUN}-${index}@example.ae`, mobile: `+97150${RUN}${String(index).padStart(3, '0')}` };
}

/** The shopper fills the checkout form and presses Continue. */
async function fillAndContinue(page: Page, details: { email: string; mobile: string }): Promise<void> {
  await fillDeliveryDetails(page, details.email);
  await page.getByLabel('Phone Number').fill(details.mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The shopper puts `product` in an empty cart, goes to the checkout and presses Continue. */
async function pressContinue(
  page: Page,
  product: CatalogueProduct,
  details: { email: string; mobile: string },
): Promise<void> {
  await addToCart(page, product);
  await proceedToCheckout(page, 1);
  await fillAndContinue(page, details);
}

/** The payment popup's card form is showing. */
async function expectPopup(page: Page): Promise<void> {
  await expect(cardForm(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
}

test('twelve shoppers behind one address each open a payment popup; a browser that clears its storage is refused its fourth', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const [product] = products as [CatalogueProduct];
  const phones = await Promise.all(Array.from({ length: 12 }, () => phone(browser)));
  // Four at a time, as the machine allows; all twelve popups stay open.
  for (let start = 0; start < phones.length; start += 4) {
    await Promise.all(
      phones.slice(start, start + 4).map(async ({ page }, offset) => {
        await pressContinue(page, product, shopper('carrier', start + offset));
        await expectPopup(page);
      }),
    );
  }
  for (const { page } of phones) await expect(cardForm(page).getByLabel('Card number')).toBeVisible();

  // A dishonest browser clears its storage between orders, keeping its e-mail and mobile number.
  const dishonest = await phone(browser);
  const same = shopper('dishonest', 99);
  for (let round = 1; round <= 3; round += 1) {
    await dishonest.page.goto('/');
    await dishonest.page.evaluate(() => localStorage.clear());
    await pressContinue(dishonest.page, product, same);
    await expectPopup(dishonest.page);
  }
  await dishonest.page.goto('/');
  await dishonest.page.evaluate(() => localStorage.clear());
  await pressContinue(dishonest.page, product, same);
  await expect(dishonest.page.getByText(/You already have 3 unpaid checkouts open/)).toBeVisible();
  await expect(cardForm(dishonest.page).getByLabel('Card number')).toHaveCount(0);

  // The twelve shoppers' popups are still theirs: one open checkout each.
  const open = await queryDatabase<{ n: number }>(
    'checkout',
    `SELECT count(DISTINCT email)::int AS n FROM orders
      WHERE email LIKE $1 AND payment_status = 'pending' AND stock_released_at IS NULL`,
    [`carrier-${RUN}-%`],
  );
  expect(open[0]?.n).toBe(12);
  // Each closes the popup: its piece goes back at once.
  for (const { page } of phones) await page.getByRole('button', { name: 'Close payment' }).click();
  await expect
    .poll(async () => {
      const [holding] = await queryDatabase<{ n: number }>(
        'checkout',
        `SELECT count(*)::int AS n FROM orders WHERE email LIKE $1 AND stock_released_at IS NULL`,
        [`carrier-${RUN}-%`],
      );
      return holding?.n;
    })
    .toBe(0);
  await Promise.all([...phones, dishonest].map(({ context }) => context.close()));
});

test('a shopper whose card is declined three times and who changes the cart still opens the popup; the earlier ones are given back', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const [first, second] = products as [CatalogueProduct, CatalogueProduct];
  const { context, page } = await phone(browser);
  const details = shopper('retrying', 1);
  await pressContinue(page, first, details);
  for (let round = 1; round <= 3; round += 1) {
    await expectPopup(page);
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(cardForm(page).getByText('Your card was declined.')).toBeVisible();
    // The page is reloaded: that popup is out of the shopper's reach, its session still open.
    await page.reload();
    if (round < 3) await fillAndContinue(page, details);
  }
  // The cart changes, and a fourth Continue opens the popup.
  await addToCart(page, second);
  await proceedToCheckout(page, 2);
  await fillAndContinue(page, details);
  await expectPopup(page);
  const orders = await queryDatabase<{ payment_status: string; is_holding: boolean }>(
    'checkout',
    `SELECT payment_status, stock_released_at IS NULL AS is_holding FROM orders
      WHERE email = $1 ORDER BY created_at`,
    [details.email],
  );
  expect(orders).toHaveLength(4);
  expect(orders.slice(0, 3)).toEqual(Array(3).fill({ payment_status: 'expired', is_holding: false }));
  expect(orders[3]).toEqual({ payment_status: 'pending', is_holding: true });

  // Closing the popup gives its pieces back at once.
  await page.getByRole('button', { name: 'Close payment' }).click();
  await expect
    .poll(async () => {
      const [last] = await queryDatabase<{ is_holding: boolean }>(
        'checkout',
        `SELECT stock_released_at IS NULL AS is_holding FROM orders WHERE email = $1 ORDER BY created_at DESC LIMIT 1`,
        [details.email],
      );
      return last?.is_holding;
    })
    .toBe(false);
  await context.close();
});
