import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildStripeSandbox } from '../../stripe-sandbox/src/app.ts';
import { createStripeClient } from '../src/clients/stripe.ts';
import { loadConfig } from '../src/config.ts';
import { createOrder, orderTokenHeader, paymentStatus, setupApp, type TestContext, WEBHOOK_SECRET } from './helper.ts';

// The winner closes the payment popup and changes a detail of the form: a new order. The code moves
// to it from the same shopper's older pending order, whose session is expired at Stripe first
// (docs/decisions/064). Any other holder keeps it.
let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

const WINNER = 'winner@example.ae';
type PlacedOrder = Awaited<ReturnType<typeof createOrder>>;

let shoppers = 0;
function openPopup(order: PlacedOrder) {
  shoppers += 1;
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: orderTokenHeader(order),
    remoteAddress: `10.64.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`,
    payload: { customer_reference_number: order.customer_reference_number },
  });
}

async function orderRow(reference: string) {
  const result = await context.db.query(
    'SELECT payment_status, stock_released_at, stripe_session_id FROM orders WHERE customer_reference_number = $1',
    [reference],
  );
  return result.rows[0];
}

/** The winner's first order with its payment popup open on the code; its session id. */
async function firstOrderWithPopup(code: string) {
  const first = await createOrder(context, { email: WINNER, coupon_code: code });
  const popup = await openPopup(first);
  expect(popup.statusCode).toBe(200);
  return { first, sessionId: popup.json().sessionId as string };
}

describe("a prize code held by the winner's older pending order", () => {
  it("moves to the same shopper's new order: the old session is expired at Stripe and its pieces given back", async () => {
    const code = context.prizes.issueHalfOff();
    const { first, sessionId } = await firstOrderWithPopup(code);
    // The winner changed the mobile number: a new order, e-mail typed in capitals this time.
    const second = await createOrder(context, {
      email: 'Winner@Example.AE',
      coupon_code: code,
      destination_address_mobile_number: '+971501234568',
    });
    expect(second.discountFils).toBe(2450);

    const popup = await openPopup(second);
    expect(popup.statusCode).toBe(200);
    expect(context.prizes.reservations.get(code)?.orderReference).toBe(second.customer_reference_number);
    expect(context.stripe.sessions.get(sessionId)?.status).toBe('expired');
    expect(context.stock.holds.get(first.customer_reference_number)?.status).toBe('released');
    expect((await orderRow(first.customer_reference_number)).stock_released_at).not.toBeNull();
    expect(await paymentStatus(context.db, first.customer_reference_number)).toBe('expired');
    expect(context.stock.holds.get(second.customer_reference_number)?.status).toBe('held');

    // The old order opens no payment popup again, so it cannot take the code back.
    const reopened = await openPopup(first);
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json().error.code).toBe('order_expired');
    expect(context.prizes.reservations.get(code)?.orderReference).toBe(second.customer_reference_number);
  });

  it("moves on when the old order's session had already expired at Stripe", async () => {
    const code = context.prizes.issueHalfOff();
    const { first, sessionId } = await firstOrderWithPopup(code);
    Object.assign(context.stripe.sessions.get(sessionId) ?? {}, { status: 'expired' });
    const second = await createOrder(context, { email: WINNER, coupon_code: code });
    expect((await openPopup(second)).statusCode).toBe(200);
    expect(context.stock.holds.get(first.customer_reference_number)?.status).toBe('released');
  });

  it("is still refused to an order of another e-mail; the holder's popup stays open", async () => {
    const code = context.prizes.issueHalfOff();
    const { first, sessionId } = await firstOrderWithPopup(code);
    // The holder was placed with another address than the one now ordering.
    await context.db.query('UPDATE orders SET email = $2 WHERE customer_reference_number = $1', [
      first.customer_reference_number,
      'someone.else@example.ae',
    ]);
    const second = await createOrder(context, { email: WINNER, coupon_code: code });
    const refused = await openPopup(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'coupon_invalid', message: 'Code not valid or Already Used' });
    expect(context.stripe.sessions.get(sessionId)?.status).toBe('open');
    expect(context.stock.holds.get(first.customer_reference_number)?.status).toBe('held');
    expect(context.prizes.reservations.get(code)?.orderReference).toBe(first.customer_reference_number);
  });

  it.each([
    ['paid', { status: 'complete', payment_status: 'paid' }],
    ['processing', { status: 'complete', payment_status: 'unpaid' }],
  ])('stays with an old order whose session completed (%s) before its webhook arrived', async (_, state) => {
    const code = context.prizes.issueHalfOff();
    const { first, sessionId } = await firstOrderWithPopup(code);
    // The shopper paid in the first popup; the checkout has not heard yet (its order is still pending).
    Object.assign(context.stripe.sessions.get(sessionId) ?? {}, state);
    const second = await createOrder(context, { email: WINNER, coupon_code: code });
    const refused = await openPopup(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('coupon_invalid');
    expect(context.stripe.sessions.get(sessionId)?.status).toBe('complete');
    expect(context.stock.holds.get(first.customer_reference_number)?.status).toBe('held');
    expect((await orderRow(first.customer_reference_number)).stock_released_at).toBeNull();
    expect(await paymentStatus(context.db, first.customer_reference_number)).toBe('pending');
    expect(context.prizes.reservations.get(code)?.orderReference).toBe(first.customer_reference_number);
  });

  it('stays with an old order the checkout knows is processing', async () => {
    const code = context.prizes.issueHalfOff();
    const { first } = await firstOrderWithPopup(code);
    await context.db.query(`UPDATE orders SET payment_status = 'processing' WHERE customer_reference_number = $1`, [
      first.customer_reference_number,
    ]);
    const second = await createOrder(context, { email: WINNER, coupon_code: code });
    expect((await openPopup(second)).json().error.code).toBe('coupon_invalid');
    expect(context.stock.holds.get(first.customer_reference_number)?.status).toBe('held');
  });

  it('goes to at most one of two new orders racing for it, and the old pieces are given back once', async () => {
    const code = context.prizes.issueHalfOff();
    const { first, sessionId } = await firstOrderWithPopup(code);
    const newer = await Promise.all([1, 2].map(() => createOrder(context, { email: WINNER, coupon_code: code })));
    const popups = await Promise.all(newer.map(openPopup));
    const opened = popups.filter((response) => response.statusCode === 200);
    expect(opened.length).toBeLessThanOrEqual(1);
    for (const response of popups.filter((r) => r.statusCode !== 200)) {
      expect(response.json().error.code).toBe('coupon_invalid');
    }
    expect(context.stripe.sessions.get(sessionId)?.status).toBe('expired');
    const releases = context.stock.calls.filter(
      (call) => call.action === 'release' && call.reference === first.customer_reference_number,
    );
    expect(releases).toHaveLength(1);
    const holder = context.prizes.reservations.get(code)?.orderReference;
    const winners = newer.filter((_order, index) => popups[index]?.statusCode === 200);
    expect(winners.map((order) => order.customer_reference_number)).toEqual(holder ? [holder] : []);
  });
});

describe('through the real Stripe SDK and stripe-sandbox', () => {
  let shop: TestContext;
  let sandbox: Awaited<ReturnType<typeof buildStripeSandbox>>;
  let stripe: ReturnType<typeof createStripeClient>;
  beforeAll(async () => {
    // No webhook reaches the shop: a paid first popup stays `pending` in the checkout, as when
    // the shopper paid a moment ago and Stripe's event has not arrived yet.
    sandbox = await buildStripeSandbox({
      secretKey: 'sk_test_sandbox',
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: 'http://127.0.0.1:9/webhook',
      publicUrl: 'http://127.0.0.1',
      webhookRetryDelaysMs: [],
    });
    await sandbox.listen({ port: 0, host: '127.0.0.1' });
    const { port } = sandbox.server.address() as AddressInfo;
    stripe = createStripeClient(loadConfig({ STRIPE_API_URL: `http://127.0.0.1:${port}` }));
    shop = await setupApp({ stripe });
  });
  afterAll(async () => {
    await shop.close();
    await sandbox.close();
  });

  async function popup(order: PlacedOrder) {
    return shop.app.inject({
      method: 'POST',
      url: '/v1/create-checkout-session',
      headers: orderTokenHeader(order),
      payload: { customer_reference_number: order.customer_reference_number },
    });
  }

  it("expires the old order's session at Stripe and opens the new order's popup", async () => {
    const code = shop.prizes.issueHalfOff();
    const first = await createOrder(shop, { email: WINNER, coupon_code: code });
    const old = await popup(first);
    expect(old.statusCode).toBe(200);
    const second = await createOrder(shop, { email: WINNER, coupon_code: code });
    expect((await popup(second)).statusCode).toBe(200);
    expect((await stripe.checkout.sessions.retrieve(old.json().sessionId)).status).toBe('expired');
    expect(shop.stock.holds.get(first.customer_reference_number)?.status).toBe('released');
  });

  it('keeps the code with an old order whose popup was paid on the card page', async () => {
    const code = shop.prizes.issueHalfOff();
    const first = await createOrder(shop, { email: WINNER, coupon_code: code });
    const old = await popup(first);
    const paid = await sandbox.inject({
      method: 'POST',
      url: '/embedded-checkout/confirm',
      payload: {
        client_secret: old.json().clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        name: 'Aisha Khan',
      },
    });
    expect(paid.statusCode).toBe(200);
    const second = await createOrder(shop, { email: WINNER, coupon_code: code });
    const refused = await popup(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('coupon_invalid');
    const session = await stripe.checkout.sessions.retrieve(old.json().sessionId);
    expect([session.status, session.payment_status]).toEqual(['complete', 'paid']);
    expect(shop.stock.holds.get(first.customer_reference_number)?.status).toBe('held');
    expect(shop.prizes.reservations.get(code)?.orderReference).toBe(first.customer_reference_number);
  });
});
