import { expect, type Page, test } from '@playwright/test';
import { TEST_PORTS } from '../../scripts/stack/test-profile.ts';
import { waitForCmsOrder } from '../support/cms-orders.ts';
import {
  addToCart,
  cardForm,
  fillDeliveryDetails,
  pickProducts,
  proceedToCheckout,
  returnPageLoad,
  storedOrderData,
} from '../support/shop.ts';
import { queryDatabase } from '../support/stack.ts';

/**
 * A delayed payment method (docs/decisions/062): the sandbox's bank debit completes the session
 * unpaid; the shop says the payment is processing until the bank answers (the sandbox's test
 * helper answers at once), then shows the confirmation, or the failed page.
 */

const SANDBOX = `http://localhost:${TEST_PORTS.stripeSandbox}`;

/** Orders one product and submits a bank debit from `iban`; the shop's page after the full-page return. */
async function payByBankDebit(page: Page, iban: string, email: string) {
  const [product] = await pickProducts(page, 1);
  if (!product) throw new Error('no product to buy');
  await addToCart(page, product);
  await proceedToCheckout(page, 1);
  await fillDeliveryDetails(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const debit = cardForm(page);
  await debit.getByLabel('Bank debit (SEPA)').check();
  await debit.getByLabel('IBAN').fill(iban);
  await debit.getByLabel('Account holder name').fill('Aisha Khan');
  const stored = await storedOrderData(page);
  const reference = String(stored?.customer_reference_number);
  const returnLoad = returnPageLoad(page, '/check_out');
  await debit.getByRole('button', { name: /^Pay/ }).click();
  const sessionId = String(new URL((await returnLoad).url()).searchParams.get('session_id'));
  await expect(page.getByRole('heading', { name: 'Your payment is being processed' })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Sorry payment failed!')).toHaveCount(0);
  return { reference, sessionId };
}

async function orderStatus(reference: string): Promise<string | undefined> {
  const rows = await queryDatabase<{ payment_status: string }>(
    'checkout',
    'SELECT payment_status FROM orders WHERE customer_reference_number = $1',
    [reference],
  );
  return rows[0]?.payment_status;
}

/** The bank answers now (the sandbox's test helper), not STRIPE_SANDBOX_ASYNC_SETTLE_MS later. */
async function bankAnswers(page: Page, sessionId: string): Promise<void> {
  const settled = await page.request.post(`${SANDBOX}/v1/test_helpers/checkout/sessions/${sessionId}/settle`, {
    headers: { Authorization: 'Bearer sk_test_sandbox' },
  });
  expect(settled.status()).toBe(200);
}

test('a bank debit: processing, then paid, the confirmation shown and the order in the admin', async ({ page }) => {
  const { reference, sessionId } = await payByBankDebit(page, 'DE89 3704 0044 0532 0130 00', 'debit@example.com');
  await expect.poll(() => orderStatus(reference)).toBe('processing');
  // The CMS holds the pieces until the bank answers (CHECKOUT_PROCESSING_PAYMENT_HOLD_MS, 7 days), not 32 minutes.
  await expect
    .poll(async () => {
      const holds = await queryDatabase<{ expires_at: Date; status: string }>(
        'cms',
        'SELECT expires_at, status FROM stock_holds WHERE order_reference = $1',
        [reference],
      );
      return holds.map((hold) => hold.status === 'held' && hold.expires_at.getTime() > Date.now() + 6 * 86_400_000);
    })
    .toEqual([true]);
  // Nothing is bought yet: the cart is kept.
  await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();

  await bankAnswers(page, sessionId);
  await expect(page).toHaveURL(/\/succsess/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  expect(await orderStatus(reference)).toBe('paid');
  await waitForCmsOrder(reference, { paymentStatus: 'paid' });
});

test('a bank debit that fails: processing, then the failed page, the cart kept', async ({ page }) => {
  const { reference, sessionId } = await payByBankDebit(page, 'DE62 3704 0044 0532 0130 01', 'debit-fails@example.com');
  await bankAnswers(page, sessionId);
  await expect(page.getByRole('heading', { name: 'Sorry payment failed!' })).toBeVisible({ timeout: 30_000 });
  expect(await orderStatus(reference)).toBe('failed');
  await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
});
