import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORDER_NOTICE } from '../src/mail/test-order-notice.ts';
import { createOrderWithSession, setupApp, type TestContext } from './helper.ts';

/*
 * A test shop says so (docs/product.md "A test shop says so"): `GET /v1/config` tells the storefront,
 * and every order mail to shoppers and staff opens with one line that no money was taken, in the
 * mail's language, its subject unchanged. A shop with live keys says nothing.
 */

/** Every secret replaced and live keys: a real shop, as an operator configures one. */
const LIVE_SHOP = {
  CMS_SERVICE_TOKEN: 'cms-token-from-the-vault',
  CHECKOUT_SERVICE_TOKEN: 'checkout-token-from-the-vault',
  DOCUMENT_LINK_SECRET: 'document-link-secret-from-the-vault',
  PRIZE_SERVICE_TOKEN: 'prize-token-from-the-vault',
  STRIPE_SECRET_KEY: 'sk_live_51abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
};

async function paidOrder(context: TestContext, overrides: Record<string, unknown> = {}) {
  const { reference, sessionId, headers } = await createOrderWithSession(context, overrides);
  context.stripe.pay(sessionId);
  const paid = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order',
    headers,
    payload: { customer_reference_number: reference, sessionId },
  });
  expect(paid.statusCode).toBe(200);
  return reference;
}

/** The shopper's confirmation and staff's new-order mail of `reference`, once both are sent. */
async function orderMails(context: TestContext, reference: string) {
  const about = () => context.mailer.sent.filter((mail) => mail.headers?.['X-Order-Reference'] === reference);
  await expect.poll(() => about().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const mails = about();
  return {
    shopper: mails.find((mail) => mail.to !== context.mailer.staffMailbox),
    staff: mails.find((mail) => mail.to === context.mailer.staffMailbox),
  };
}

describe('a test shop (the Stripe sandbox, as in development)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await setupApp({ jobPollIntervalMs: 50 });
  });
  afterAll(() => context.close());

  it('answers testMode: true from GET /v1/config', async () => {
    const answer = (await context.app.inject({ url: '/v1/config' })).json();
    expect(answer).toMatchObject({ paymentMode: 'sandbox', testMode: true });
  });

  it("opens the shopper's and staff's mails with the test order line, subjects unchanged", async () => {
    const reference = await paidOrder(context);
    const { shopper, staff } = await orderMails(context, reference);
    expect(shopper?.subject).toBe(`Your Outlet Shop order ${reference} is confirmed`);
    expect(shopper?.text.startsWith(`${TEST_ORDER_NOTICE.en}\n\n`)).toBe(true);
    expect(shopper?.html).toMatch(/<body[^>]*>\n<p dir="ltr"[^>]*>Test order — no money was taken\.<\/p>/);
    expect(staff?.subject).toMatch(new RegExp(`^New order ${reference}: AED `));
    expect(staff?.text.startsWith(`${TEST_ORDER_NOTICE.en}\n\nNew paid order ${reference}`)).toBe(true);
    expect(staff?.html).toContain('Test order — no money was taken.</p>');
  });

  it("says it in Arabic in an Arabic shopper's mail; staff's stays English", async () => {
    const reference = await paidOrder(context, { locale: 'ar' });
    const { shopper, staff } = await orderMails(context, reference);
    expect(shopper?.subject).toBe(`تم تأكيد طلبك ${reference} من أوتلت شوب`);
    expect(shopper?.text.startsWith(`${TEST_ORDER_NOTICE.ar}\n\n`)).toBe(true);
    expect(shopper?.html).toContain(`<p dir="rtl"`);
    expect(shopper?.html).toContain(`${TEST_ORDER_NOTICE.ar}</p>`);
    expect(shopper?.text).not.toContain(TEST_ORDER_NOTICE.en);
    expect(staff?.text.startsWith(TEST_ORDER_NOTICE.en)).toBe(true);
  });
});

describe('a test shop on Stripe itself with test keys (a staging shop)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await setupApp({
      env: { STRIPE_API_URL: '', STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc' },
    });
  });
  afterAll(() => context.close());

  it('pays with Stripe and still answers testMode: true', async () => {
    const answer = (await context.app.inject({ url: '/v1/config' })).json();
    expect(answer).toMatchObject({ paymentMode: 'stripe', testMode: true });
  });
});

describe('a real shop (live keys)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await setupApp({ jobPollIntervalMs: 50, env: LIVE_SHOP });
  });
  afterAll(() => context.close());

  it('answers testMode: false and its mails carry no test line', async () => {
    const answer = (await context.app.inject({ url: '/v1/config' })).json();
    expect(answer).toMatchObject({ paymentMode: 'stripe', testMode: false });
    const reference = await paidOrder(context);
    const { shopper, staff } = await orderMails(context, reference);
    expect(shopper?.subject).toBe(`Your Outlet Shop order ${reference} is confirmed`);
    for (const mail of [shopper, staff]) {
      expect(mail?.text).toBeDefined();
      expect(`${mail?.text}${mail?.html}`).not.toContain('Test order');
    }
    expect(shopper?.text.startsWith('Dear Aisha Khan,')).toBe(true);
  });
});
