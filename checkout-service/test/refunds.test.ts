import { ltrHtml } from '@outlet-shop/service-kit/mail-html';
import { DELIVERY_TIERS, formatAed } from '@outlet-shop/shop-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDocumentPath } from '../src/tax-documents/document-links.ts';
import { createOrderWithSession, postStripeEvent, setupApp, type TestContext } from './helper.ts';

/*
 * Orders staff can run, the checkout's side: tax invoice numbers, refunds through
 * Stripe with their credit notes and mails, the new-order mail to staff, and the document links.
 */

const TOKEN = 'dev-checkout-service-token';
// The carts here stay below the reduced fee's tier: they pay the full delivery fee.
const { fullFeeFils } = DELIVERY_TIERS;
let context: TestContext;
beforeAll(async () => {
  context = await setupApp();
});
afterAll(() => context.close());

async function paidOrder(products = [{ id: 1, quantity: 2 }], overrides: Record<string, unknown> = {}) {
  const { reference, sessionId, headers } = await createOrderWithSession(context, { products, ...overrides });
  context.stripe.pay(sessionId);
  const paid = await context.app.inject({
    method: 'POST',
    url: '/v1/create_order',
    headers,
    payload: { customer_reference_number: reference, sessionId },
  });
  expect(paid.statusCode).toBe(200);
  return { reference, sessionId, order: paid.json().order };
}

function refund(reference: string, body: Record<string, unknown>, token: string | null = TOKEN) {
  return context.app.inject({
    method: 'POST',
    url: `/v1/orders/${reference}/refunds`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { restock: false, ...body },
  });
}

const key = () => `refund-${crypto.randomUUID()}`;

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('tax invoice numbers', () => {
  it('20 concurrent payments get 20 distinct, consecutive numbers of this year', async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, () => createOrderWithSession(context, { products: [{ id: 2, quantity: 1 }] })),
    );
    await Promise.all(
      orders.map(({ reference, sessionId, headers }) => {
        context.stripe.pay(sessionId);
        return context.app.inject({
          method: 'POST',
          url: '/v1/create_order',
          headers,
          payload: { customer_reference_number: reference, sessionId },
        });
      }),
    );
    const rows = await context.db.query<{ invoice_number: string }>(
      'SELECT invoice_number FROM orders WHERE customer_reference_number = ANY($1)',
      [orders.map((order) => order.reference)],
    );
    const year = new Date().toLocaleString('en-US', { timeZone: 'Asia/Dubai', year: 'numeric' });
    const numbers = rows.rows.map((row) => row.invoice_number);
    expect(numbers.every((number) => new RegExp(`^INV-${year}-\\d{6}$`).test(number))).toBe(true);
    const sequence = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(20);
    expect((sequence.at(-1) ?? 0) - (sequence[0] ?? 0)).toBe(19);
  });

  it('mails the shopper the invoice (attached, with a link) and staff the new order, once each', async () => {
    const { reference, order } = await paidOrder();
    expect(order.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(order.invoice_url).toContain(`/checkout/v1/orders/${reference}/invoice.pdf?expires=`);
    await until(
      () => context.mailer.sent.filter((mail) => mail.headers?.['X-Order-Reference'] === reference).length >= 2,
    );
    const mails = context.mailer.sent.filter((mail) => mail.headers?.['X-Order-Reference'] === reference);
    const toShopper = mails.find((mail) => mail.to === 'aisha@example.ae');
    // The one file attached is the invoice; the shop's logo travels as an inline part the HTML shows.
    expect(toShopper?.attachments?.filter((file) => !file.cid).map((file) => file.filename)).toEqual([
      `${order.invoice_number}.pdf`,
    ]);
    expect(toShopper?.attachments?.filter((file) => file.cid).map((file) => file.contentType)).toEqual(['image/png']);
    expect(toShopper?.text).toContain(`Your tax invoice ${order.invoice_number} is attached`);
    const toStaff = mails.find((mail) => mail.to === 'orders@outlet-shop.example');
    expect(toStaff?.subject).toContain(`New order ${reference}`);
    expect(toStaff?.text).toContain('2 x Crunchy Peanut Butter 340 g');
    expect(toStaff?.text).toContain(`/admin/order-desk/${reference}`);
    expect(toStaff?.html).toContain(`src="cid:${toStaff?.attachments?.[0]?.cid}"`);
  });
});

describe('mails in the shopper’s language', () => {
  it('an order placed in Arabic gets its confirmation and refund mails in Arabic, right to left', async () => {
    const { reference, order, sessionId } = await paidOrder([{ id: 1, quantity: 1 }], { locale: 'ar' });
    expect(context.stripe.createdWith.find((params) => params.client_reference_id === reference)?.return_url).toBe(
      'http://localhost:5173/ar/check_out?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sessionId).toBeTruthy();
    await until(() => context.mailer.sent.some((mail) => mail.subject === `تم تأكيد طلبك ${reference} من أوتلت شوب`));
    const confirmation = context.mailer.sent.find((mail) => mail.subject === `تم تأكيد طلبك ${reference} من أوتلت شوب`);
    expect(confirmation?.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation?.text).toContain(`شكراً لطلبك. استلمنا دفعتك وتم تأكيد طلبك ${reference}.`);
    expect(confirmation?.text).toContain(`فاتورتك الضريبية ${order.invoice_number} مرفقة`);
    // Staff's mail stays in English.
    expect(context.mailer.sent.find((mail) => mail.subject.startsWith(`New order ${reference}`))).toBeDefined();
    await refund(reference, { idempotency_key: key(), whole_order: true });
    await until(() => context.mailer.sent.some((mail) => mail.subject.startsWith('استرداد')));
    const refunded = formatAed(2450 + fullFeeFils);
    const refundMail = context.mailer.sent.find(
      (mail) => mail.subject === `استرداد ${refunded} لطلبك ${reference} من أوتلت شوب`,
    );
    expect(refundMail?.text).toContain(`أعدنا ${refunded} من قيمة طلبك`);
    // Inside the Arabic text the amount and the reference read left to right, each on one line.
    for (const value of [refunded, reference]) expect(refundMail?.html).toContain(ltrHtml(value));
    expect(confirmation?.html).toContain(ltrHtml(reference));
  });
});

describe('the shopper’s invoice link', () => {
  it('opens the invoice with a valid signature, and refuses a changed or expired one', async () => {
    const { reference, order } = await paidOrder();
    const path = `/v1/orders/${reference}/invoice.pdf`;
    const link = String(order.invoice_url).replace(/^.*\/checkout/, '');
    const opened = await context.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.body).toContain(order.invoice_number);
    const forgedLink = link.replace(
      /signature=(.)/,
      (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    const forged = await context.app.inject({ method: 'GET', url: forgedLink });
    expect(forged.statusCode).toBe(403);
    const expired = signDocumentPath(path, 'dev-document-link-secret', 1, Date.now() - 2 * 86_400_000);
    expect((await context.app.inject({ method: 'GET', url: expired })).json().error.code).toBe('document_link_invalid');
    const otherOrder = link.replace(reference, 'NOT-1');
    expect((await context.app.inject({ method: 'GET', url: otherOrder })).statusCode).toBe(403);
  });
});

describe('refunds (staff, through the CMS with the service token)', () => {
  it('refuses callers without the checkout service token', async () => {
    const { reference } = await paidOrder();
    expect((await refund(reference, { idempotency_key: key(), whole_order: true }, null)).statusCode).toBe(401);
    expect(context.stripe.refundsMade.filter((made) => made.metadata?.customer_reference_number === reference)).toEqual(
      [],
    );
  });

  it('refunds one line at its price, with a credit note referencing the invoice and a mail with it attached', async () => {
    const { reference, order } = await paidOrder([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ]);
    const answer = await refund(reference, { idempotency_key: key(), lines: [{ product_id: 2, quantity: 1 }] });
    expect(answer.statusCode).toBe(201);
    const { refund: made, order: summary } = answer.json();
    expect(made).toMatchObject({ status: 'succeeded', amount_fils: 3000, includes_delivery: false });
    expect(made.credit_note_number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(summary).toMatchObject({ refunded_fils: 3000, refund_status: 'partially_refunded' });
    const stripeRefund = context.stripe.refundsMade.find(
      (candidate) => candidate.metadata?.customer_reference_number === reference,
    );
    expect(stripeRefund).toMatchObject({ amount: 3000, payment_intent: expect.stringMatching(/^pi_/) });
    await until(() => context.mailer.sent.some((mail) => mail.subject.startsWith('Refund of AED 30.00')));
    const mail = context.mailer.sent.find(
      (sent) => sent.subject === `Refund of AED 30.00 for your Outlet Shop order ${reference}`,
    );
    expect(mail?.attachments?.[0]?.filename).toBe(`${made.credit_note_number}.pdf`);
    expect(mail?.attachments?.[0]?.content.toString()).toContain(`for ${order.invoice_number}`);
    expect(mail?.text).toContain('1 x Dates Maamoul 340 g');
  });

  it('a double click refunds once', async () => {
    const { reference } = await paidOrder();
    const same = key();
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(reference, { idempotency_key: same, whole_order: true })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(
      context.stripe.refundsMade.filter((made) => made.metadata?.customer_reference_number === reference),
    ).toHaveLength(1);
  });

  it('never refunds more than was paid: pieces beyond what is left and amounts above the rest are refused', async () => {
    const { reference } = await paidOrder([{ id: 1, quantity: 2 }]);
    expect(
      (await refund(reference, { idempotency_key: key(), lines: [{ product_id: 1, quantity: 1 }] })).statusCode,
    ).toBe(201);
    const tooMany = await refund(reference, { idempotency_key: key(), lines: [{ product_id: 1, quantity: 2 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({
      code: 'refund_exceeds_order',
      message: 'Only 1 pcs of Crunchy Peanut Butter can still be refunded',
    });
    const tooMuch = await refund(reference, { idempotency_key: key(), amount_fils: 999_999 });
    expect(tooMuch.json().error.code).toBe('refund_amount_invalid');
    // The whole order refunds what is left, the delivery fee included; then nothing is left.
    const rest = await refund(reference, { idempotency_key: key(), whole_order: true });
    expect(rest.json().refund).toMatchObject({ amount_fils: 2450 + fullFeeFils, includes_delivery: true });
    expect(rest.json().order).toMatchObject({ refunded_fils: 4900 + fullFeeFils, refund_status: 'refunded' });
    expect((await refund(reference, { idempotency_key: key(), whole_order: true })).json().error.code).toBe(
      'order_fully_refunded',
    );
  });

  it('a refund Stripe refuses leaves nothing refunded and says why', async () => {
    const { reference } = await paidOrder();
    context.stripe.failRefunds = 1;
    const refused = await refund(reference, { idempotency_key: key(), whole_order: true });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toMatchObject({
      code: 'refund_failed',
      message: 'Stripe refused the refund: The card was closed',
    });
    const row = await context.db.query('SELECT refunded_fils FROM orders WHERE customer_reference_number = $1', [
      reference,
    ]);
    expect(row.rows[0].refunded_fils).toBe(0);
  });

  it('a refund whose answer Stripe never gave stays pending and reserved; the same request later finishes it once', async () => {
    const { reference } = await paidOrder();
    context.stripe.loseRefundAnswers = 1;
    const idempotencyKey = key();
    const lost = await refund(reference, { idempotency_key: idempotencyKey, whole_order: true });
    expect(lost.statusCode).toBe(502);
    expect(lost.json().error.code).toBe('refund_pending');
    const reserved = await context.db.query(
      `SELECT o.refunded_fils, o.total_fils, r.status, r.credit_note_number FROM orders o
         JOIN refunds r ON r.order_reference = o.customer_reference_number WHERE o.customer_reference_number = $1`,
      [reference],
    );
    // Nothing is undone: Stripe may have refunded, so the amount stays counted and no second refund is asked for.
    expect(reserved.rows).toEqual([
      {
        refunded_fils: reserved.rows[0].total_fils,
        total_fils: reserved.rows[0].total_fils,
        status: 'pending',
        credit_note_number: null,
      },
    ]);
    await context.db.query("UPDATE refunds SET created_at = now() - interval '2 minutes' WHERE order_reference = $1", [
      reference,
    ]);
    const finished = await refund(reference, { idempotency_key: idempotencyKey, whole_order: true });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().refund).toMatchObject({
      status: 'succeeded',
      credit_note_number: expect.stringMatching(/^CN-/),
    });
    expect(
      context.stripe.refundsMade.filter((made) => made.metadata?.customer_reference_number === reference),
    ).toHaveLength(1);
  });

  it('records a refund made in Stripe’s dashboard (charge.refunded) with its own credit note', async () => {
    const { reference, sessionId } = await paidOrder();
    const intent = `pi_for_${sessionId}`;
    await context.stripe.refunds.create({ payment_intent: intent, amount: 500 });
    const event = {
      id: `evt_refund_${sessionId}`,
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: intent, amount_refunded: 500 } },
    };
    expect((await postStripeEvent(context, event)).statusCode).toBe(200);
    const listed = await context.app.inject({
      method: 'GET',
      url: `/v1/orders/${reference}/refunds`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(listed.json().order).toMatchObject({ refunded_fils: 500, refund_status: 'partially_refunded' });
    expect(listed.json().order.refunds[0]).toMatchObject({
      amount_fils: 500,
      staff_email: 'Stripe dashboard',
      credit_note_number: expect.stringMatching(/^CN-/),
    });
  });
});
