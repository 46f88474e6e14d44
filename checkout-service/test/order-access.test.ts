import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createOrder,
  createOrderWithSession,
  orderPayload,
  orderTokenHeader,
  paymentStatus,
  setupApp,
  type TestContext,
} from './helper.ts';

/*
 * Who may act on an order (decision 053): only the browser that placed it, by the
 * `order_access_token` create_order_ref gave it, sent back in `X-Order-Token`.
 */

let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

/** A token of the right shape that no order has. */
const FORGED = { 'x-order-token': 'A'.repeat(43) };

function createSession(reference: string, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers,
    payload: { customer_reference_number: reference },
  });
}

function viewOrder(reference: string, sessionId: string, headers: Record<string, string> = {}) {
  return context.app.inject({ url: `/v1/orders/${reference}?session_id=${sessionId}`, headers });
}

function sessionStatus(sessionId: string, headers: Record<string, string> = {}) {
  return context.app.inject({ url: `/v1/session-status?session_id=${sessionId}`, headers });
}

function completeOrder(reference: string, sessionId: string, headers: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create_order',
    headers,
    payload: { customer_reference_number: reference, sessionId },
  });
}

/**
 * What a caller can tell from an answer: status, headers and body; the request id, the date and
 * the rate limit's count of this caller's calls aside.
 */
function seen(response: LightMyRequestResponse) {
  const headers = Object.entries(response.headers).filter(
    ([name]) => !['x-request-id', 'date'].includes(name) && !name.startsWith('x-ratelimit-'),
  );
  return { status: response.statusCode, headers: Object.fromEntries(headers), body: response.body };
}

/** One unpaid order with an open session, one paid, and a stranger with an order of their own. */
async function shoppers() {
  const unpaid = await createOrderWithSession(context);
  const paid = await createOrderWithSession(context);
  context.stripe.pay(paid.sessionId);
  expect((await completeOrder(paid.reference, paid.sessionId, paid.headers)).statusCode).toBe(200);
  const stranger = await createOrderWithSession(context);
  return { unpaid, paid, stranger };
}

describe("a stranger with another shopper's reference", () => {
  it('gets no session, client secret or order data from any of the four calls', async () => {
    const victim = await createOrderWithSession(context, { email: 'victim@example.ae' });
    const { headers: strangerHeaders } = await createOrderWithSession(context, { email: 'stranger@example.ae' });
    const sessionsMade = context.stripe.createdWith.length;
    const holdsMade = context.stock.calls.length;
    const retrieve = vi.spyOn(context.stripe.checkout.sessions, 'retrieve');
    try {
      for (const headers of [{}, strangerHeaders, FORGED]) {
        const session = await createSession(victim.reference, headers);
        expect(session.statusCode).toBe(404);
        expect(session.body).not.toContain('secret');
        expect(session.body).not.toContain(victim.sessionId);

        const view = await viewOrder(victim.reference, victim.sessionId, headers);
        expect(view.statusCode).toBe(404);
        expect(view.body).not.toContain('victim@example.ae');

        const status = await sessionStatus(victim.sessionId, headers);
        expect(status.statusCode).toBe(404);
        expect(status.body).not.toContain(victim.reference);

        context.stripe.pay(victim.sessionId);
        const completed = await completeOrder(victim.reference, victim.sessionId, headers);
        expect(completed.statusCode).toBe(404);
        expect(completed.body).not.toContain('victim@example.ae');
      }
      // Nothing was asked of Stripe or the CMS on the stranger's behalf, and nothing changed.
      expect(retrieve).not.toHaveBeenCalled();
      expect(context.stripe.createdWith).toHaveLength(sessionsMade);
      expect(context.stock.calls).toHaveLength(holdsMade);
      expect(await paymentStatus(context.db, victim.reference)).toBe('pending');
    } finally {
      retrieve.mockRestore();
    }
  });

  it("gets no document with a bare reference: the invoice needs a signed link, refunds staff's token", async () => {
    const { paid } = await shoppers();
    const invoice = await context.app.inject(`/v1/orders/${paid.reference}/invoice.pdf`);
    expect(invoice.statusCode).toBe(403);
    expect(invoice.json().error.code).toBe('document_link_invalid');
    const withToken = await context.app.inject({
      url: `/v1/orders/${paid.reference}/invoice.pdf`,
      headers: paid.headers,
    });
    expect(withToken.statusCode).toBe(403);
    const refunds = await context.app.inject(`/v1/orders/${paid.reference}/refunds`);
    expect(refunds.statusCode).toBe(401);
  });
});

describe('without the order token', () => {
  it('unknown, unpaid, paid and someone else’s orders answer alike on each call', async () => {
    const { unpaid, paid, stranger } = await shoppers();
    const unknown = { reference: 'NOT-1700000000000', sessionId: 'cs_test_unknown' };
    for (const headers of [{}, FORGED, stranger.headers]) {
      const answers = {
        session: await Promise.all([unknown, unpaid, paid].map((order) => createSession(order.reference, headers))),
        view: await Promise.all(
          [unknown, unpaid, paid].map((order) => viewOrder(order.reference, order.sessionId, headers)),
        ),
        status: await Promise.all([unknown, unpaid, paid].map((order) => sessionStatus(order.sessionId, headers))),
        completeOrder: await Promise.all(
          [unknown, unpaid, paid].map((order) => completeOrder(order.reference, order.sessionId, headers)),
        ),
      };
      for (const [call, responses] of Object.entries(answers)) {
        const [first, ...others] = responses.map(seen);
        for (const other of others) expect(other, call).toEqual(first);
      }
      const notFound = { error: { code: 'order_not_found', message: 'Unknown order' } };
      expect(answers.session[0]?.json()).toEqual(notFound);
      expect(answers.view[0]?.json()).toEqual(notFound);
      expect(answers.completeOrder[0]?.json()).toEqual(notFound);
      expect(answers.status[0]?.json()).toEqual({
        error: { code: 'session_not_found', message: 'Unknown checkout session' },
      });
    }
  });
});

describe('the browser that placed the order', () => {
  it('pays, checks, completes and reads it back, invoice link included', async () => {
    const order = await createOrder(context);
    const headers = orderTokenHeader(order);
    const session = await createSession(order.customer_reference_number, headers);
    expect(session.statusCode).toBe(200);
    const { clientSecret, sessionId } = session.json();
    expect(clientSecret).toBeTruthy();
    context.stripe.pay(sessionId);
    expect((await sessionStatus(sessionId, headers)).json()).toEqual({
      status: 'complete',
      payment_status: 'paid',
      customer_reference_number: order.customer_reference_number,
    });
    const completed = await completeOrder(order.customer_reference_number, sessionId, headers);
    expect(completed.json().order).toMatchObject({ payment_status: 'paid', email: 'aisha@example.ae' });
    const view = await viewOrder(order.customer_reference_number, sessionId, headers);
    expect(view.statusCode).toBe(200);
    expect(view.json().order).toMatchObject({
      customer_reference_number: order.customer_reference_number,
      destination_address_name: 'Aisha Khan',
      invoice_url: expect.stringContaining('/invoice.pdf?expires='),
    });
    // The token is the browser's to keep: no answer but create_order_ref's carries it.
    for (const answer of [session, completed, view]) expect(answer.body).not.toContain(order.order_access_token);
    // The paid order's own browser is told it is paid, not that it is unknown.
    const again = await createSession(order.customer_reference_number, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('order_already_paid');
  });

  it('gets a working token from a replayed create_order_ref (same key and body), and the first keeps working', async () => {
    const place = () =>
      context.app.inject({
        method: 'POST',
        url: '/v1/create_order_ref',
        headers: { 'idempotency-key': `replay-${crypto.randomUUID()}` },
        payload: orderPayload(),
      });
    const key = `replay-${crypto.randomUUID()}`;
    const placeWithKey = () =>
      context.app.inject({
        method: 'POST',
        url: '/v1/create_order_ref',
        headers: { 'idempotency-key': key },
        payload: orderPayload(),
      });
    const first = await placeWithKey();
    const replay = await placeWithKey();
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200]);
    const [a, b] = [first.json().order, replay.json().order];
    expect(b.customer_reference_number).toBe(a.customer_reference_number);
    expect(b.order_access_token).not.toBe(a.order_access_token);
    const session = await createSession(a.customer_reference_number, orderTokenHeader(b));
    expect(session.statusCode).toBe(200);
    const sessionId = session.json().sessionId;
    expect((await viewOrder(a.customer_reference_number, sessionId, orderTokenHeader(a))).statusCode).toBe(200);
    // Another key's order is another order, with a token of its own.
    const other = (await place()).json().order;
    expect((await createSession(a.customer_reference_number, orderTokenHeader(other))).statusCode).toBe(404);
  });

  it('holds a secret the database keeps only as a SHA-256 hash', async () => {
    const order = await createOrder(context);
    expect(order.order_access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await context.db.query<{ token_hash: Buffer }>(
      'SELECT token_hash FROM order_access_tokens WHERE customer_reference_number = $1',
      [order.customer_reference_number],
    );
    const hash = createHash('sha256').update(order.order_access_token).digest();
    expect(stored.rows.map((row) => row.token_hash.toString('hex'))).toEqual([hash.toString('hex')]);
    const rows = await context.db.query(
      `SELECT row_to_json(o)::text AS stored FROM orders o WHERE customer_reference_number = $1
       UNION ALL SELECT row_to_json(t)::text FROM order_access_tokens t WHERE customer_reference_number = $1`,
      [order.customer_reference_number],
    );
    expect(rows.rows.map((row) => row.stored).join('')).not.toContain(order.order_access_token);
  });
});
