import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../scripts/stack/ports.ts';
import { SmtpCatcher } from '../../scripts/test/smtp-catcher';
import type { OrderDesk } from '../src/api/order/domain/order-desk';
import { startTestCms, type TestCms } from './strapi-harness';

/*
 * Orders staff can run (docs/decisions/049), the CMS's side: the fulfilment states staff move in the admin
 * (checked on the server), the shipping mail, and refunds and documents asked of the checkout
 * service, here a stand-in that checks the token and answers as the checkout does (the checkout's
 * own rules are tested in checkout-service/test/refunds.test.ts, the whole path in tests/e2e).
 */

const SERVICE_TOKEN = 'dev-cms-service-token';
const CHECKOUT_TOKEN = 'test-checkout-service-token';
let cms: TestCms;
let smtp: SmtpCatcher;
let checkout: FastifyInstance;
const refundCalls: { reference: string; body: Record<string, unknown> }[] = [];
const previewCalls: Record<string, unknown>[] = [];

beforeAll(async () => {
  smtp = new SmtpCatcher(await findFreePort());
  await smtp.start();
  checkout = Fastify();
  checkout.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${CHECKOUT_TOKEN}`) {
      await reply.status(401).send({ error: { code: 'unauthorized', message: 'Missing or wrong service token' } });
    }
  });
  checkout.post('/v1/orders/:ref/refunds', async (request, reply) => {
    const reference = (request.params as { ref: string }).ref;
    const body = request.body as Record<string, unknown>;
    refundCalls.push({ reference, body });
    if (body.whole_order) {
      return reply
        .status(409)
        .send({ error: { code: 'order_fully_refunded', message: 'This order is already fully refunded' } });
    }
    // A refund Stripe took but has not paid out yet (docs/decisions/063), for the reasons that say so.
    const isPending = body.reason === 'pending at Stripe';
    // The checkout's answer as the shared refund contract describes it (`refundAnswerSchema`).
    return reply.status(201).send({
      refund: {
        id: isPending ? '42' : '41',
        status: isPending ? 'pending' : 'succeeded',
        stripe_refund_id: isPending ? 're_42' : 're_41',
        amount_fils: 2450,
        restock: body.restock,
        lines: [{ id: (body.lines as { product_id: number }[])[0]?.product_id, title: 'Jar', quantity: 1 }],
        includes_delivery: false,
        reason: body.reason ?? null,
        staff_email: body.staff_email ?? null,
        credit_note_number: isPending ? null : 'CN-2026-000001',
        credited_at: isPending ? null : '2026-11-25T10:00:00.000Z',
        failure: null,
        failure_reason: null,
        created_at: '2026-11-25T09:59:00.000Z',
      },
      order: {
        customer_reference_number: reference,
        total_fils: 6900,
        refunded_fils: 2450,
        refund_status: 'partially_refunded',
        invoice_number: 'INV-2026-000001',
        refunds: [],
      },
    });
  });
  checkout.post('/v1/orders/:ref/refunds/preview', async (request) => {
    const body = request.body as Record<string, unknown>;
    previewCalls.push(body);
    return { preview: { amount_fils: 2450, lines: [], includes_delivery: false, remaining_after_fils: 4450 } };
  });
  checkout.get('/v1/orders/:ref/packing-slip.pdf', async (request, reply) =>
    reply.type('application/pdf').send(Buffer.from(`%PDF-1.7 slip ${(request.params as { ref: string }).ref}`)),
  );
  checkout.get('/v1/orders/:ref/invoice.pdf', async (_request, reply) =>
    reply.type('application/pdf').send(Buffer.from('%PDF-1.7 INV-2026-000001')),
  );
  const checkoutPort = await findFreePort();
  await checkout.listen({ port: checkoutPort, host: '127.0.0.1' });
  cms = await startTestCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    CMS_JOB_POLL_INTERVAL_MS: '200',
    CHECKOUT_URL: `http://127.0.0.1:${checkoutPort}`,
    CHECKOUT_SERVICE_TOKEN: CHECKOUT_TOKEN,
  });
}, 240_000);

afterAll(async () => {
  await cms?.stop();
  await checkout?.close();
  await smtp?.stop();
});

function orderView(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    customer_reference_number: reference,
    destination_address_name: 'Aisha Khan',
    email: 'aisha@example.com',
    products: [
      { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
    ],
    itemsTotalFils: 4900,
    discountFils: 0,
    deliveryFeeFils: 2000,
    totalFils: 6900,
    vatFils: 329,
    payment_status: 'paid',
    sessionId: `cs_${reference}`,
    paid_at: new Date().toISOString(),
    invoice_number: 'INV-2026-000001',
    ...overrides,
  };
}

async function push(reference: string, overrides: Record<string, unknown> = {}) {
  const response = await fetch(`${cms.url}/api/order-sync/${reference}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_TOKEN}` },
    body: JSON.stringify(orderView(reference, overrides)),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

let token: string;
async function admin(path: string, init: { method?: string; body?: unknown } = {}) {
  token ??= await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
  })
    .then((response) => response.json() as Promise<{ data: { token: string } }>)
    .then((body) => body.data.token);
  return fetch(`${cms.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const orderPath = (documentId: string) => `/content-manager/collection-types/api::order.order/${documentId}`;

async function move(documentId: string, data: Record<string, unknown>) {
  return admin(orderPath(documentId), { method: 'PUT', body: data });
}

async function stored(documentId: string) {
  return (await cms.strapi.db.query('api::order.order').findOne({ where: { documentId } })) as Record<string, unknown>;
}

describe('fulfilment states in the admin', () => {
  it('moves paid → packed → shipped → delivered, recording who and when, and mails the shopper the tracking', async () => {
    const documentId = await push('NOT-7001');
    expect((await move(documentId, { fulfilment_status: 'packed' })).status).toBe(200);
    const shipped = await move(documentId, {
      fulfilment_status: 'shipped',
      courier: 'Aramex',
      tracking_number: 'AX123456',
    });
    expect(shipped.status).toBe(200);
    expect((await move(documentId, { fulfilment_status: 'delivered' })).status).toBe(200);
    const order = await stored(documentId);
    expect(order.fulfilment_status).toBe('delivered');
    expect(order.status_changed_by).toBe('admin@outlet-shop.local');
    expect(
      (order.status_history as { from: string; to: string; by: string }[]).map((c) => `${c.from}→${c.to}`),
    ).toEqual(['paid→packed', 'packed→shipped', 'shipped→delivered']);
    const mail = await smtp.waitFor('NOT-7001 has been shipped');
    expect(mail.parsed.subject).toBe('Your Outlet Shop order NOT-7001 is on its way');
    expect(mail.parsed.text).toContain('Tracking number: AX123456');
    // The HTML part opens with the shop's logo, shown inline.
    expect(mail.parsed.html).toContain('Tracking number: <span dir="ltr"');
    expect(mail.parsed.attachments?.map((file) => [file.contentType, file.contentDisposition])).toEqual([
      ['image/png', 'inline'],
    ]);
  });

  it('tells the checkout how far an order is (service token only), with the https tracking link, and mails the status page link', async () => {
    const fulfilment = (reference: string, token = SERVICE_TOKEN) =>
      fetch(`${cms.url}/api/order-sync/${reference}/fulfilment`, { headers: { Authorization: `Bearer ${token}` } });
    const documentId = await push('NOT-7011', { locale: 'ar' });
    expect(await (await fulfilment('NOT-7011')).json()).toEqual({
      data: { fulfilment_status: 'paid', courier: null, tracking_number: null, tracking_url: null, history: [] },
    });
    expect((await fulfilment('NOT-7011', 'wrong-token')).status).toBe(401);
    expect((await fulfilment('NOT-7999')).status).toBe(404);
    expect((await move(documentId, { fulfilment_status: 'packed' })).status).toBe(200);
    const plainHttp = await move(documentId, {
      fulfilment_status: 'shipped',
      courier: 'Aramex',
      tracking_url: 'http://www.aramex.com/track?n=1',
    });
    expect(plainHttp.status).toBe(400);
    const trackingUrl = 'https://www.aramex.com/track/results?ShipmentNumber=AX777';
    const shipped = await move(documentId, {
      fulfilment_status: 'shipped',
      courier: 'Aramex',
      tracking_url: trackingUrl,
    });
    expect(shipped.status).toBe(200);
    const { data } = (await (await fulfilment('NOT-7011')).json()) as {
      data: { fulfilment_status: string; tracking_url: string; courier: string; history: { status: string }[] };
    };
    expect(data).toMatchObject({ fulfilment_status: 'shipped', courier: 'Aramex', tracking_url: trackingUrl });
    expect(data.history.map((change) => change.status)).toEqual(['packed', 'shipped']);
    const mail = await smtp.waitFor('NOT-7011 من أوتلت شوب وهو في الطريق إليك');
    expect(mail.parsed.text).toContain(trackingUrl);
    expect(mail.parsed.text).toContain('http://localhost:5173/ar/order-status?ref=NOT-7011');
    expect(mail.parsed.text).not.toContain('aisha@example.com');
    // Right to left in Arabic, the reference kept left to right inside it, the tracking link a link.
    expect(mail.parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.parsed.html).toContain(
      '<span dir="ltr" style="white-space:nowrap;unicode-bidi:isolate">NOT-7011</span>',
    );
    expect(mail.parsed.html).toContain(`<a href="${trackingUrl}">تتبع الشحنة</a>`);
  });

  it('refuses an impossible move with a reason staff can read, and changes nothing', async () => {
    const documentId = await push('NOT-7002');
    const refused = await move(documentId, { fulfilment_status: 'delivered' });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      'An order that is paid cannot be moved to delivered. From paid it can go to: packed, cancelled.',
    );
    expect((await stored(documentId)).fulfilment_status).toBe('paid');
  });

  it('refuses to ship a refunded order', async () => {
    const documentId = await push('NOT-7003', { refundedFils: 6900 });
    expect((await stored(documentId)).refund_status).toBe('refunded');
    const refused = await move(documentId, { fulfilment_status: 'packed' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'A refunded order cannot be packed. Only cancelling it is possible.',
    );
    expect((await move(documentId, { fulfilment_status: 'cancelled' })).status).toBe(200);
  });

  it('a staff save writes only the staff’s fields: a stale form cannot undo a refund or change the total', async () => {
    const documentId = await push('NOT-7004', { refundedFils: 2450 });
    const save = await move(documentId, {
      fulfilment_status: 'packed',
      refund_status: 'none',
      refunded: 0,
      total: 1,
      payment_status: 'pending',
    });
    expect(save.status).toBe(200);
    expect(await stored(documentId)).toMatchObject({
      fulfilment_status: 'packed',
      refund_status: 'partially_refunded',
      refunded: 24.5,
      total: 69,
      payment_status: 'paid',
    });
  });

  it('staff cannot create orders in the admin', async () => {
    const created = await admin('/content-manager/collection-types/api::order.order', {
      method: 'POST',
      body: { customer_reference_number: 'NOT-FAKE', total: 1 },
    });
    expect(created.status).toBe(403);
  });
});

describe('refunds and documents from the admin', () => {
  it('asks the checkout service with its token and the staff member, restocks once, and updates the order', async () => {
    const product = await cms.strapi
      .documents('api::product.product')
      .create({ data: { title: 'Refund Jar', price: 24.5, stock: 5 } as never });
    const documentId = await push('NOT-7005');
    const body = { idempotency_key: 'refund-key-1', lines: [{ product_id: product.id, quantity: 1 }], restock: true };
    const first = await admin(`/admin/outlet-orders/${documentId}/refunds`, { method: 'POST', body });
    expect(first.status).toBe(201);
    // The same refund reported again (a double click answered twice) restocks nothing more.
    await admin(`/admin/outlet-orders/${documentId}/refunds`, { method: 'POST', body });
    expect(refundCalls.at(-1)).toEqual({
      reference: 'NOT-7005',
      body: { ...body, staff_email: 'admin@outlet-shop.local' },
    });
    const stock = await cms.strapi.db.connection.raw('SELECT stock FROM products WHERE id = ?', [product.id]);
    expect(stock.rows[0].stock).toBe(6);
    const log = await cms.strapi.db.connection.raw(
      `SELECT reason, stock_change, reference FROM stock_movements WHERE product_id = ? AND reason = 'refund_restock'`,
      [product.id],
    );
    expect(log.rows).toEqual([{ reason: 'refund_restock', stock_change: 1, reference: 'NOT-7005' }]);
    expect(await stored(documentId)).toMatchObject({ refund_status: 'partially_refunded', refunded: 24.5 });
  });

  it('restocks a refund Stripe took that is still pending at Stripe, once (decision 063)', async () => {
    const product = await cms.strapi
      .documents('api::product.product')
      .create({ data: { title: 'Pending Refund Jar', price: 24.5, stock: 5 } as never });
    const documentId = await push('NOT-7008');
    const body = {
      idempotency_key: 'refund-key-pending',
      lines: [{ product_id: product.id, quantity: 1 }],
      restock: true,
      reason: 'pending at Stripe',
    };
    expect((await admin(`/admin/outlet-orders/${documentId}/refunds`, { method: 'POST', body })).status).toBe(201);
    await admin(`/admin/outlet-orders/${documentId}/refunds`, { method: 'POST', body });
    const stock = await cms.strapi.db.connection.raw('SELECT stock FROM products WHERE id = ?', [product.id]);
    expect(stock.rows[0].stock).toBe(6);
  });

  it('passes the checkout’s refusal on to staff', async () => {
    const documentId = await push('NOT-7006');
    const refused = await admin(`/admin/outlet-orders/${documentId}/refunds`, {
      method: 'POST',
      body: { idempotency_key: 'refund-key-2', whole_order: true, restock: false },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'This order is already fully refunded',
    );
  });

  it('shows the order desk: lines with VAT, totals, and only the moves the order can make', async () => {
    const documentId = await push('NOT-7008');
    const desk = async () =>
      ((await (await admin(`/admin/outlet-orders/${documentId}/desk`)).json()) as { desk: OrderDesk }).desk;
    const before = await desk();
    expect(before.moves).toEqual(['packed', 'cancelled']);
    expect(before.lines).toEqual([
      {
        id: 1,
        title: 'Crunchy Peanut Butter',
        title_en: null,
        quantity: 2,
        unit_fils: 2450,
        total_fils: 4900,
        vat_fils: expect.any(Number),
      },
    ]);
    expect(before.totals).toEqual({
      items_fils: 4900,
      discount_fils: 0,
      delivery_fee_fils: 2000,
      vat_fils: 329,
      total_fils: 6900,
    });
    expect((await move(documentId, { fulfilment_status: 'packed' })).status).toBe(200);
    const after = await desk();
    expect(after.moves).toEqual(['shipped', 'paid', 'cancelled']);
    expect(after.history).toEqual([
      expect.objectContaining({ from: 'paid', to: 'packed', by: 'admin@outlet-shop.local' }),
    ]);
    expect((await fetch(`${cms.url}/admin/outlet-orders/${documentId}/desk`)).status).toBe(401);
  });

  it('previews a refund through the checkout before it is made', async () => {
    const documentId = await push('NOT-7009');
    const body = { idempotency_key: 'refund-key-preview', whole_order: true, restock: false };
    const preview = await admin(`/admin/outlet-orders/${documentId}/refunds/preview`, { method: 'POST', body });
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { preview: { amount_fils: number } }).preview.amount_fils).toBe(2450);
    expect(previewCalls.at(-1)).toMatchObject(body);
  });

  it('lets the staff member download the packing slip and read the desk, but not the admin users', async () => {
    const documentId = await push('NOT-7010');
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@outlet-shop.local', password: 'OutletShop-staff-1' }),
    });
    expect(login.status).toBe(200);
    const staffToken = ((await login.json()) as { data: { token: string } }).data.token;
    const asStaff = (path: string) =>
      fetch(`${cms.url}${path}`, { headers: { Authorization: `Bearer ${staffToken}` } });
    const slip = await asStaff(`/admin/outlet-orders/${documentId}/documents/packing-slip.pdf`);
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-disposition')).toBe('attachment; filename="packing-slip-NOT-7010.pdf"');
    expect(await slip.text()).toContain('slip NOT-7010');
    expect((await asStaff(`/admin/outlet-orders/${documentId}/desk`)).status).toBe(200);
    expect((await asStaff('/admin/users')).status).toBe(403);
    expect((await asStaff('/admin/roles')).status).toBe(403);
    expect((await fetch(`${cms.url}/admin/outlet-orders/${documentId}/documents/packing-slip.pdf`)).status).toBe(401);
  });

  it('lets staff download the tax invoice; nobody without an admin session can', async () => {
    const documentId = await push('NOT-7007');
    const pdf = await admin(`/admin/outlet-orders/${documentId}/documents/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toContain('INV-2026-000001');
    expect((await fetch(`${cms.url}/admin/outlet-orders/${documentId}/documents/invoice.pdf`)).status).toBe(401);
  });
});
