import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCms, type TestCms } from './strapi-harness';

const SERVICE_TOKEN = 'dev-cms-service-token';
let cms: TestCms;

beforeAll(async () => {
  cms = await startTestCms();
});

afterAll(async () => {
  await cms?.stop();
});

function orderView(reference: string, overrides: Record<string, unknown> = {}) {
  return {
    customer_reference_number: reference,
    destination_address_name: 'Aisha Khan',
    email: 'aisha@example.com',
    destination_address_mobile_number: '+971501234567',
    destination_address_city: 'Dubai',
    destination_address_area: 'Al Wasl Road 12',
    destination_address_building_name: 'Villa 7',
    destination_address_house_no: 'Villa 7',
    destination_address_landmark: 'Near the park',
    products: [
      { id: 1, title: 'Crunchy Peanut Butter', weight: '340 g', quantity: 2, priceFils: 2450, lineTotalFils: 4900 },
    ],
    itemsTotalFils: 4900,
    discountFils: 0,
    deliveryFeeFils: 2000,
    totalFils: 6900,
    vatFils: 329,
    coupon_code: null,
    payment_status: 'pending',
    sessionId: 'cs_test_1',
    brand: 'OUTLET-SHOP',
    ...overrides,
  };
}

function push(reference: string, body: unknown, token: string | null = SERVICE_TOKEN) {
  return fetch(`${cms.url}/api/order-sync/${reference}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@outlet-shop.local', password: 'OutletShop-dev-1' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function staffOrder(token: string, reference: string) {
  const query = new URLSearchParams({ 'filters[customer_reference_number][$eq]': reference });
  const response = await fetch(`${cms.url}/content-manager/collection-types/api::order.order?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { results: Record<string, unknown>[] };
  return body.results[0];
}

describe('orders in the CMS admin', () => {
  it('takes an order only from the checkout service, never from the public', async () => {
    expect((await push('NOT-1000', orderView('NOT-1000'), null)).status).toBe(401);
    const forged = await push('NOT-1000', orderView('NOT-1000'), 'forged');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: { code: 'unauthorized', message: 'Missing or wrong service token' } });
    const publicList = await fetch(`${cms.url}/api/orders`);
    expect(publicList.status).toBe(403);
    const refused = await push('NOT-1000', orderView('NOT-1000', { products: [] }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });

  it('shows staff the order with customer, address, lines, amounts in AED and payment status', async () => {
    expect((await push('NOT-2000', orderView('NOT-2000'))).status).toBe(200);
    const order = await staffOrder(await adminToken(), 'NOT-2000');
    expect(order).toMatchObject({
      customer_reference_number: 'NOT-2000',
      customer_name: 'Aisha Khan',
      city: 'Dubai',
      area: 'Al Wasl Road 12',
      total: 69,
      delivery_fee: 20,
      payment_status: 'pending',
      fulfilment_status: 'paid',
    });
    expect(order?.lines).toEqual([expect.objectContaining({ title: 'Crunchy Peanut Butter', quantity: 2 })]);
  });

  it('keeps the fulfilment status staff set when the checkout service pushes the order again', async () => {
    const firstPaidAt = new Date().toISOString();
    expect(
      (await push('NOT-3000', orderView('NOT-3000', { payment_status: 'paid', paid_at: firstPaidAt }))).status,
    ).toBe(200);
    const token = await adminToken();
    const order = await staffOrder(token, 'NOT-3000');
    for (const fulfilment_status of ['packed', 'shipped']) {
      const update = await fetch(`${cms.url}/content-manager/collection-types/api::order.order/${order?.documentId}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ fulfilment_status }),
      });
      expect(update.status).toBe(200);
    }

    const paidAt = new Date().toISOString();
    expect((await push('NOT-3000', orderView('NOT-3000', { payment_status: 'paid', paid_at: paidAt }))).status).toBe(
      200,
    );
    expect(await staffOrder(token, 'NOT-3000')).toMatchObject({ payment_status: 'paid', fulfilment_status: 'shipped' });
  });

  it('shows staff an order whose bank payment is processing, refuses to pack it until a push says paid (decision 065)', async () => {
    expect((await push('NOT-3500', orderView('NOT-3500', { payment_status: 'processing' }))).status).toBe(200);
    const token = await adminToken();
    const order = await staffOrder(token, 'NOT-3500');
    expect(order).toMatchObject({ payment_status: 'processing', fulfilment_status: 'paid' });
    const moveTo = (fulfilment_status: string) =>
      fetch(`${cms.url}/content-manager/collection-types/api::order.order/${order?.documentId}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ fulfilment_status }),
      });
    const refused = await moveTo('packed');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("The shopper's bank payment is still processing.");
    expect(await staffOrder(token, 'NOT-3500')).toMatchObject({ fulfilment_status: 'paid' });

    const paidAt = new Date().toISOString();
    expect((await push('NOT-3500', orderView('NOT-3500', { payment_status: 'paid', paid_at: paidAt }))).status).toBe(
      200,
    );
    expect((await moveTo('packed')).status).toBe(200);
    expect(await staffOrder(token, 'NOT-3500')).toMatchObject({ payment_status: 'paid', fulfilment_status: 'packed' });
  });

  it('flags an order paid with a prize code another order redeemed, and keeps the flag (decision 054)', async () => {
    const paid = {
      payment_status: 'paid',
      paid_at: new Date().toISOString(),
      coupon_code: 'HALF50',
      discountFils: 2450,
    };
    expect((await push('NOT-4000', orderView('NOT-4000', paid))).status).toBe(200);
    const token = await adminToken();
    expect((await staffOrder(token, 'NOT-4000'))?.prize_alert).toBeNull();

    const refused = { ...paid, prize_redemption_refused_at: new Date().toISOString() };
    expect((await push('NOT-4000', orderView('NOT-4000', refused))).status).toBe(200);
    const flagged = await staffOrder(token, 'NOT-4000');
    expect(flagged).toMatchObject({
      coupon_code: 'HALF50',
      discount: 24.5,
      prize_alert: 'prize code redeemed by another order: review the discount',
    });

    // Neither a later push nor a staff save clears it.
    expect((await push('NOT-4000', orderView('NOT-4000', paid))).status).toBe(200);
    const save = await fetch(`${cms.url}/content-manager/collection-types/api::order.order/${flagged?.documentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ prize_alert: null, fulfilment_status: 'packed' }),
    });
    expect(save.status).toBe(200);
    expect(await staffOrder(token, 'NOT-4000')).toMatchObject({
      fulfilment_status: 'packed',
      prize_alert: 'prize code redeemed by another order: review the discount',
    });
  });

  it('shows staff a refund that failed after Stripe took it, with its refunded amount restored (decision 063)', async () => {
    const paid = { payment_status: 'paid', paid_at: new Date().toISOString(), refundedFils: 2450 };
    expect((await push('NOT-4100', orderView('NOT-4100', paid))).status).toBe(200);
    const token = await adminToken();
    expect(await staffOrder(token, 'NOT-4100')).toMatchObject({ refund_alert: null, refunded: 24.5 });

    const alert = 'Refund of AED 24.50 failed at Stripe (expired_or_canceled_card): pay the shopper back another way';
    const failed = { ...paid, refundedFils: 0, refund_alert: alert };
    expect((await push('NOT-4100', orderView('NOT-4100', failed))).status).toBe(200);
    const flagged = await staffOrder(token, 'NOT-4100');
    expect(flagged).toMatchObject({ refund_alert: alert, refunded: 0, refund_status: 'none' });

    // A staff save cannot clear it.
    const save = await fetch(`${cms.url}/content-manager/collection-types/api::order.order/${flagged?.documentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ refund_alert: null, fulfilment_status: 'packed' }),
    });
    expect(save.status).toBe(200);
    expect(await staffOrder(token, 'NOT-4100')).toMatchObject({ fulfilment_status: 'packed', refund_alert: alert });
  });
});

describe('catalogue HTTP caching', () => {
  it('answers a product list with an ETag and Cache-Control, 304 when unchanged, a new ETag after a staff edit', async () => {
    const product = await cms.strapi
      .documents('api::product.product')
      .create({ data: { title: 'Cache Test Toffee', price: 12.5 } as never });
    const url = `${cms.url}/api/products?filters[title][$eq]=Cache%20Test%20Toffee`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-if-error=600');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();

    // As a browser revalidates (fetch() alone would add `Cache-Control: no-cache`, which forbids a 304).
    const revalidate = { 'If-None-Match': String(tag), 'Cache-Control': 'max-age=0' };
    const unchanged = await fetch(url, { headers: revalidate });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    await cms.strapi
      .documents('api::product.product')
      .update({ documentId: product.documentId, data: { price: 14 } as never });
    const changed = await fetch(url, { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    const body = (await changed.json()) as { data: { price: number }[] };
    expect(body.data[0]?.price).toBe(14);
  });

  it('leaves answers that are not public catalogue reads uncached', async () => {
    const write = await fetch(`${cms.url}/api/order-sync/NOT-1`, { method: 'PUT' });
    expect(write.headers.get('cache-control') ?? '').not.toContain('s-maxage');
    const withToken = await fetch(`${cms.url}/api/products`, { headers: { Authorization: 'Bearer x' } });
    expect(withToken.headers.get('cache-control') ?? '').not.toContain('s-maxage');
  });
});

describe('CORS', () => {
  it('allows the shop origin with credentials and refuses others', async () => {
    const shop = await fetch(`${cms.url}/api/products`, { headers: { Origin: 'http://localhost:5173' } });
    expect(shop.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(shop.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await fetch(`${cms.url}/api/products`, { headers: { Origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin') ?? '').not.toBe('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin') ?? '').not.toBe('*');
  });
});

describe('staff admin login', () => {
  const login = (password: string, visitor: string) =>
    fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      // As the edge names the visitor (one trusted hop).
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
      body: JSON.stringify({ email: 'admin@outlet-shop.local', password }),
    });

  it('refuses a 6th try for one e-mail from one address with 429 (Strapi: 5 per 5 min); others still sign in', async () => {
    const guesser = '198.51.100.41';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await login(`guess-${attempt}`, guesser);
      expect(refused.status, `attempt ${attempt}`).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe('Invalid credentials');
    }
    const limited = await login('OutletShop-dev-1', guesser);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { name: string } }).error.name).toBe('RateLimitError');

    const staff = await login('OutletShop-dev-1', '198.51.100.42');
    expect(staff.status).toBe(200);
    expect(((await staff.json()) as { data: { token: string } }).data.token).toMatch(/^\S{20,}$/);
  });
});
