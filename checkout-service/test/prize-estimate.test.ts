import type { AddressInfo } from 'node:net';
import { maskEmail } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildStripeSandbox } from '../../stripe-sandbox/src/app.ts';
import { createStripeClient, type StripeGateway } from '../src/clients/stripe.ts';
import { loadConfig } from '../src/config.ts';
import { orderPayload, orderTokenHeader, setupApp, type TestContext } from './helper.ts';

/*
 * A winner's discount is no oracle for the winner's e-mail (docs/decisions/054): create_order_ref
 * answers the winner's e-mail and any other that fits its masked address alike, the order stores
 * the truth, and the popup opens for both at the amount each is really charged.
 */

const WINNER = 'winner@example.ae';
/** Another address with the winner's mask (w*****@e******.ae): the public code check cannot tell them apart. */
const LOOKALIKE = 'wander@elegant.ae';

let context: TestContext;
let stripe: StripeGateway;
let sandbox: Awaited<ReturnType<typeof buildStripeSandbox>>;
beforeAll(async () => {
  sandbox = await buildStripeSandbox({
    secretKey: 'sk_test_sandbox',
    webhookSecret: 'whsec_unused',
    webhookUrl: 'http://127.0.0.1:9/unused',
    publicUrl: 'http://127.0.0.1',
  });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const { port } = sandbox.server.address() as AddressInfo;
  stripe = createStripeClient(loadConfig({ STRIPE_API_URL: `http://127.0.0.1:${port}` }));
  context = await setupApp({ stripe });
});
afterAll(async () => {
  await context.close();
  await sandbox.close();
});

/** `POST /v1/create_order_ref` for `email` with the code, as the storefront sends it. */
function placeOrder(email: string, code: string, extra: Record<string, unknown> = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create_order_ref',
    payload: orderPayload({ email, coupon_code: code, products: [{ id: 1, quantity: 2 }], ...extra }),
  });
}

/** What an answer's order says apart from what differs by nature: its reference, its token and the e-mail sent. */
function comparable(order: Record<string, unknown>) {
  const { customer_reference_number: _reference, order_access_token: _token, email: _email, ...rest } = order;
  return rest;
}

function popup(order: { customer_reference_number: string; order_access_token: string }, confirmedTotalFils: number) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: orderTokenHeader(order),
    payload: { customer_reference_number: order.customer_reference_number, confirmed_total_fils: confirmedTotalFils },
  });
}

async function stored(reference: string) {
  const result = await context.db.query(
    'SELECT discount_fils, total_fils, coupon_code, prize_win_item FROM orders WHERE customer_reference_number = $1',
    [reference],
  );
  return result.rows[0];
}

describe("create_order_ref with a prize code: the winner's e-mail and one that fits its mask", () => {
  it('answer the same (apart from the reference, the token and the e-mail sent), while the orders store the truth', async () => {
    expect(maskEmail(LOOKALIKE)).toBe(maskEmail(WINNER));
    const code = context.prizes.issueHalfOff(WINNER);
    const winner = await placeOrder(WINNER, code);
    const lookalike = await placeOrder(LOOKALIKE, code);
    expect(winner.statusCode).toBe(201);
    expect(lookalike.statusCode).toBe(201);
    expect(comparable(lookalike.json().order)).toEqual(comparable(winner.json().order));
    // The answer says the discount may apply: the estimate the storefront showed.
    expect(lookalike.json().order).toMatchObject({
      discountFils: 2450,
      coupon_code: code,
      prize_win_item: '50% Off on next order',
    });

    const winnersOrder = await stored(winner.json().order.customer_reference_number);
    const lookalikesOrder = await stored(lookalike.json().order.customer_reference_number);
    expect(winnersOrder).toMatchObject({ discount_fils: 2450, coupon_code: code });
    expect(lookalikesOrder).toMatchObject({ discount_fils: 0, coupon_code: null, prize_win_item: null });
    expect(lookalikesOrder.total_fils).toBe(winnersOrder.total_fils + 2450);
  });

  it('answer a double-submitted form the same way too', async () => {
    const code = context.prizes.issueHalfOff(WINNER);
    const again = async (email: string) => {
      const headers = { 'idempotency-key': `replay-${email}-${code}` };
      const payload = orderPayload({ email, coupon_code: code });
      await context.app.inject({ method: 'POST', url: '/v1/create_order_ref', headers, payload });
      return context.app.inject({ method: 'POST', url: '/v1/create_order_ref', headers, payload });
    };
    const [winner, lookalike] = [await again(WINNER), await again(LOOKALIKE)];
    expect([winner.statusCode, lookalike.statusCode]).toEqual([200, 200]);
    expect(comparable(lookalike.json().order)).toEqual(comparable(winner.json().order));
  });

  it('an e-mail that does not fit the mask is answered without the discount, as before', async () => {
    const code = context.prizes.issueHalfOff(WINNER);
    const other = await placeOrder('aisha@example.ae', code);
    expect(other.json().order).toMatchObject({ discountFils: 0, coupon_code: null, prize_win_item: null });
  });
});

describe('the payment popup of either order', () => {
  it('opens without 409 at the total the answer showed, and Stripe gets the amount each order is charged', async () => {
    const code = context.prizes.issueHalfOff(WINNER);
    for (const email of [WINNER, LOOKALIKE]) {
      const order = (await placeOrder(email, code)).json().order;
      const opened = await popup(order, order.totalFils);
      expect(opened.statusCode).toBe(200);
      const session = await stripe.checkout.sessions.retrieve(opened.json().sessionId);
      const { total_fils: chargedFils, discount_fils: discountFils } = await stored(order.customer_reference_number);
      expect(session.amount_total).toBe(chargedFils);
      expect(discountFils).toBe(email === WINNER ? 2450 : 0);
      expect(chargedFils).toBe(email === WINNER ? order.totalFils : order.totalFils + 2450);
    }
  });

  it('answers a price change the same for both, with the estimate, and opens once the shopper confirms it', async () => {
    const code = context.prizes.issueHalfOff(WINNER);
    const winner = (await placeOrder(WINNER, code)).json().order;
    const lookalike = (await placeOrder(LOOKALIKE, code)).json().order;
    const product = context.catalog.products.get(1);
    if (!product) throw new Error('no product 1');
    context.catalog.products.set(1, { ...product, priceFils: product.priceFils + 500 });
    try {
      const changes = [await popup(winner, winner.totalFils), await popup(lookalike, lookalike.totalFils)];
      expect(changes.map((change) => change.statusCode)).toEqual([409, 409]);
      const [forWinner, forLookalike] = changes.map((change) => change.json().error);
      expect(forLookalike.code).toBe('price_changed');
      expect(forLookalike.message).toBe(forWinner.message);
      expect(forLookalike.details.totalFils).toBe(forWinner.details.totalFils);
      expect(comparable(forLookalike.details.order)).toEqual(comparable(forWinner.details.order));
      for (const [order, error] of [
        [winner, forWinner],
        [lookalike, forLookalike],
      ] as const) {
        const opened = await popup(order, error.details.totalFils);
        expect(opened.statusCode).toBe(200);
        const session = await stripe.checkout.sessions.retrieve(opened.json().sessionId);
        expect(session.amount_total).toBe((await stored(order.customer_reference_number)).total_fils);
      }
    } finally {
      context.catalog.products.set(1, product);
    }
  });
});
