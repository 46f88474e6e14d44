import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrder,
  createOrderWithSession,
  orderPayload,
  paymentStatus,
  postStripeEvent,
  setupApp,
  type TestContext,
} from './helper.ts';

/*
 * The checkout's side of stock (docs/decisions/046): holds when the payment popup opens,
 * released when the session ends unpaid (webhook or sweeper), committed once on payment.
 * The CMS's own rules under concurrency are tested on the real CMS (cms/test/stock-api.test.ts).
 */

let context: TestContext;
beforeAll(async () => {
  context = await setupApp({ sweepMs: 150 });
});
afterAll(() => context.close());

/** The order's popup, as the browser that placed it asks for it (with its token). */
function createSession(order: { customer_reference_number: string; order_access_token: string }) {
  return context.app.inject({
    method: 'POST',
    url: '/v1/create-checkout-session',
    headers: { 'x-order-token': order.order_access_token },
    payload: { customer_reference_number: order.customer_reference_number },
  });
}

/** Changes the stand-in catalogue's product 1 (price in fils, pieces available). */
function patchProduct(patch: { priceFils?: number; available?: number | null }) {
  const product = context.catalog.products.get(1);
  if (!product) throw new Error('the stand-in catalogue has no product 1');
  context.catalog.products.set(1, { ...product, ...patch });
}

/** Marks the stand-in Stripe's session expired, as Stripe does at its expires_at. */
function expireSessionAtStripe(sessionId: string) {
  const session = context.stripe.sessions.get(sessionId);
  if (!session) throw new Error(`the stand-in Stripe has no session ${sessionId}`);
  session.status = 'expired';
}

async function orderRow(reference: string) {
  const result = await context.db.query('SELECT * FROM orders WHERE customer_reference_number = $1', [reference]);
  return result.rows[0];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Time passes: the order's session is past its expires_at (the sweeper's next round takes it). */
async function passExpiry(reference: string) {
  await context.db.query(
    `UPDATE orders SET session_expires_at = now() - interval '1 second' WHERE customer_reference_number = $1`,
    [reference],
  );
}

function sessionEvent(type: string, sessionId: string, reference: string, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_${type}_${sessionId}`,
    type,
    data: { object: { id: sessionId, object: 'checkout.session', client_reference_id: reference, ...extra } },
  };
}

describe('holds when the payment popup opens', () => {
  it('holds every piece of the order for as long as the session, 30 minutes and a margin, which Stripe is told', async () => {
    const before = Date.now();
    const { reference, sessionId } = await createOrderWithSession(context, { products: [{ id: 2, quantity: 3 }] });
    expect(context.stock.holds.get(reference)).toMatchObject({
      status: 'held',
      lines: [{ product_id: 2, quantity: 3 }],
    });
    const expiresAt = context.stripe.sessions.get(sessionId)?.expires_at ?? 0;
    expect(expiresAt * 1000 - before).toBeGreaterThanOrEqual(32 * 60_000);
    expect(expiresAt * 1000 - before).toBeLessThanOrEqual(33 * 60_000);
    const heldUntil = (await orderRow(reference)).session_expires_at.getTime();
    expect(heldUntil).toBeGreaterThanOrEqual(expiresAt * 1000);
    expect(heldUntil - expiresAt * 1000).toBeLessThanOrEqual(3 * 60_000);
  });

  it('tells how long the hold and the payment provider took, in Server-Timing (ms)', async () => {
    const order = await createOrder(context);
    const hold = context.stock.hold;
    context.stock.hold = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 60)); // a CMS that takes 60 ms to hold
      return hold.apply(context.stock, args);
    };
    try {
      const response = await createSession(order);
      expect(response.statusCode).toBe(200);
      const timing = String(response.headers['server-timing']);
      expect(timing).toMatch(/^hold;dur=\d+\.\d, payment;dur=\d+\.\d$/);
      expect(Number(/hold;dur=([\d.]+)/.exec(timing)?.[1])).toBeGreaterThanOrEqual(55);
    } finally {
      context.stock.hold = hold;
    }
  });

  it('refuses the popup with 409 out_of_stock naming the product when the pieces are gone; no session is made', async () => {
    const order = await createOrder(context, { products: [{ id: 2, quantity: 2 }] });
    context.stock.onHand.set(2, (context.stock.held.get(2) ?? 0) + 1); // one piece left, two wanted
    const sessions = context.stripe.createdWith.length;
    const response = await createSession(order);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'out_of_stock',
      message: 'Temporary out of stock',
      details: { products: [{ id: 2 }] },
    });
    expect(context.stripe.createdWith).toHaveLength(sessions);
    context.stock.onHand.delete(2);
  });

  it('a double-clicked popup makes one session and one hold (one Idempotency-Key per order and attempt)', async () => {
    const order = await createOrder(context);
    const sessions = context.stripe.createdWith.length;
    const answers = await Promise.all([1, 2, 3].map(() => createSession(order)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().sessionId)).size).toBe(1);
    expect(context.stripe.createdWith).toHaveLength(sessions + 1);
    expect(context.stock.holds.get(order.customer_reference_number)?.status).toBe('held');
  });

  it('gives the pieces back at once when Stripe cannot make the session', async () => {
    const order = await createOrder(context);
    const create = context.stripe.checkout.sessions.create;
    context.stripe.checkout.sessions.create = async () => {
      throw new (await import('stripe')).default.errors.StripeAPIError({ message: 'down', statusCode: 500 });
    };
    try {
      expect((await createSession(order)).statusCode).toBe(502);
    } finally {
      context.stripe.checkout.sessions.create = create;
    }
    expect(context.stock.holds.get(order.customer_reference_number)?.status).toBe('released');
  });

  it('answers 503 stock_unavailable (and makes no session) while the CMS cannot be reached', async () => {
    const order = await createOrder(context);
    context.stock.isDown = true;
    try {
      const response = await createSession(order);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('stock_unavailable');
    } finally {
      context.stock.isDown = false;
    }
  });
});

describe('holds whose answer is lost', () => {
  it('a hold the CMS made after the checkout stopped waiting is still given back at expiry', async () => {
    const order = await createOrder(context);
    const reference = order.customer_reference_number;
    context.stock.isAnswerLost = true;
    try {
      expect((await createSession(order)).statusCode).toBe(503);
    } finally {
      context.stock.isAnswerLost = false;
    }
    expect(context.stock.holds.get(reference)?.status).toBe('held');
    // The expiry was noted before the CMS was asked, so the sweeper knows the order.
    expect((await orderRow(reference)).session_expires_at).not.toBeNull();
    await passExpiry(reference);
    await until(
      async () => context.stock.holds.get(reference)?.status,
      (status) => status === 'released',
    );
    expect(context.stock.holds.get(reference)?.status).toBe('released');
  });

  it('a refused hold leaves nothing for the sweeper to give back', async () => {
    const order = await createOrder(context, { products: [{ id: 2, quantity: 2 }] });
    context.stock.onHand.set(2, (context.stock.held.get(2) ?? 0) + 1); // one piece left, two wanted
    try {
      expect((await createSession(order)).statusCode).toBe(409);
    } finally {
      context.stock.onHand.delete(2);
    }
    expect((await orderRow(order.customer_reference_number)).stock_released_at).not.toBeNull();
  });
});

describe('sessions that end unpaid', () => {
  it('checkout.session.expired marks the order expired and releases its hold, once', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    expireSessionAtStripe(sessionId);
    const event = sessionEvent('checkout.session.expired', sessionId, reference, { status: 'expired' });
    expect((await postStripeEvent(context, event)).statusCode).toBe(200);
    expect(await paymentStatus(context.db, reference)).toBe('expired');
    expect(context.stock.holds.get(reference)?.status).toBe('released');
    expect((await orderRow(reference)).stock_released_at).not.toBeNull();
    await postStripeEvent(context, { ...event, id: `${event.id}_again` });
    expect(context.stock.calls.filter((c) => c.reference === reference && c.action === 'release')).toHaveLength(1);
  });

  it('answers the expired webhook 503 while the CMS is down, so Stripe redelivers it; then releases', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    const event = sessionEvent('checkout.session.expired', sessionId, reference, { status: 'expired' });
    context.stock.isDown = true;
    expect((await postStripeEvent(context, event)).statusCode).toBe(503);
    context.stock.isDown = false;
    expect((await postStripeEvent(context, event)).statusCode).toBe(200);
    expect(context.stock.holds.get(reference)?.status).toBe('released');
  });

  it('an expired order can be paid again: a new session holds the pieces again', async () => {
    const { order, reference, sessionId } = await createOrderWithSession(context);
    expireSessionAtStripe(sessionId);
    await postStripeEvent(context, sessionEvent('checkout.session.expired', sessionId, reference));
    const again = await createSession(order);
    expect(again.statusCode).toBe(200);
    expect(again.json().sessionId).not.toBe(sessionId);
    expect(context.stock.holds.get(reference)?.status).toBe('held');
    expect(await paymentStatus(context.db, reference)).toBe('pending');
  });

  it('the sweeper releases the hold of a session past expiry whose webhook was lost', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    expireSessionAtStripe(sessionId);
    // Time passes: the session is past its expires_at, and no webhook came.
    await passExpiry(reference);
    const row = await until(
      () => orderRow(reference),
      (order) => order.stock_released_at !== null,
    );
    expect(row.stock_released_at).not.toBeNull();
    expect(row.payment_status).toBe('expired');
    expect(context.stock.holds.get(reference)?.status).toBe('released');
  });

  it('the sweeper releases the hold of a session Stripe does not know (a restarted sandbox, another key)', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    context.stripe.sessions.delete(sessionId);
    await passExpiry(reference);
    const row = await until(
      () => orderRow(reference),
      (order) => order.stock_released_at !== null,
    );
    expect(row.payment_status).toBe('expired');
    expect(context.stock.holds.get(reference)?.status).toBe('released');
  });

  it('the sweeper pays an order whose session Stripe reports paid though its webhook was lost', async () => {
    const { reference, sessionId } = await createOrderWithSession(context);
    context.stripe.pay(sessionId);
    await passExpiry(reference);
    const row = await until(
      () => orderRow(reference),
      (order) => order.stock_committed_at !== null,
    );
    expect(row.payment_status).toBe('paid');
    expect(context.stock.holds.get(reference)?.status).toBe('committed');
  });
});

describe('on payment', () => {
  async function pay(reference: string, sessionId: string, headers: Record<string, string>) {
    context.stripe.pay(sessionId);
    return context.app.inject({
      method: 'POST',
      url: '/v1/create_order',
      headers,
      payload: { customer_reference_number: reference, sessionId },
    });
  }

  it('takes the held pieces out of stock exactly once, however often the order is reported paid', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context, {
      products: [{ id: 1, quantity: 2 }],
    });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => pay(reference, sessionId, headers)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const row = await until(
      () => orderRow(reference),
      (order) => order.stock_committed_at !== null,
    );
    expect(row.oversold_at).toBeNull();
    expect(context.stock.calls.filter((c) => c.reference === reference && c.action === 'commit')).toHaveLength(1);
    expect(context.stock.holds.get(reference)?.status).toBe('committed');
  });

  it('a payment that completes after its hold was released and the pieces sold is paid but flagged oversold', async () => {
    const { reference, sessionId, headers } = await createOrderWithSession(context, {
      products: [{ id: 4, quantity: 1 }],
    });
    await postStripeEvent(context, sessionEvent('checkout.session.expired', sessionId, reference));
    context.stock.onHand.set(4, 0); // sold to someone else meanwhile
    expect((await pay(reference, sessionId, headers)).statusCode).toBe(200);
    const row = await until(
      () => orderRow(reference),
      (order) => order.stock_committed_at !== null,
    );
    expect(row.payment_status).toBe('paid');
    expect(row.oversold_at).not.toBeNull();
    expect(context.stock.holds.get(reference)?.status).toBe('oversold');
    context.stock.onHand.delete(4);
  });
});

describe('create_order_ref', () => {
  function createOrderRef(payload: Record<string, unknown>, key?: string) {
    return context.app.inject({
      method: 'POST',
      url: '/v1/create_order_ref',
      headers: key ? { 'idempotency-key': key } : {},
      payload,
    });
  }

  it('a double-submitted form (one Idempotency-Key) makes one pending order, not two', async () => {
    const key = `form-${Date.now()}`;
    const answers = await Promise.all([1, 2, 3].map(() => createOrderRef(orderPayload(), key)));
    const references = new Set(answers.map((answer) => answer.json().order.customer_reference_number));
    expect(references.size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const stored = await context.db.query('SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1', [key]);
    expect(stored.rows[0].n).toBe(1);
  });

  it('refuses the same Idempotency-Key with other details (422 idempotency_key_reused)', async () => {
    const key = `form-other-${Date.now()}`;
    expect((await createOrderRef(orderPayload(), key)).statusCode).toBe(201);
    const other = await createOrderRef(orderPayload({ products: [{ id: 2, quantity: 1 }] }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
  });

  it('bounds a line at 99 pieces and at what is available, with clear refusals', async () => {
    const tooMany = await createOrderRef(orderPayload({ products: [{ id: 1, quantity: 100 }] }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({ code: 'max_order_quantity', message: 'Only 99 pcs allowed' });
    patchProduct({ available: 3 });
    try {
      const short = await createOrderRef(orderPayload({ products: [{ id: 1, quantity: 4 }] }));
      expect(short.statusCode).toBe(409);
      expect(short.json().error).toMatchObject({ code: 'insufficient_stock', message: 'Only 3 pcs available' });
      patchProduct({ available: 0 });
      const gone = await createOrderRef(orderPayload({ products: [{ id: 1, quantity: 1 }] }));
      expect(gone.json().error).toMatchObject({ code: 'out_of_stock', message: 'Temporary out of stock' });
    } finally {
      patchProduct({ available: null });
    }
  });

  it('refuses a total no single payment can take, instead of overflowing', async () => {
    patchProduct({ priceFils: 90_000_000 });
    try {
      const response = await createOrderRef(orderPayload({ products: [{ id: 1, quantity: 2 }] }));
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('order_total_too_large');
    } finally {
      patchProduct({ priceFils: 2450 });
    }
  });
});
