import formbody from 'node:querystring';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsCatalog } from '../src/clients/catalog.ts';
import { createCmsOrders } from '../src/clients/cms-orders.ts';
import { createPrizeClient } from '../src/clients/prizes.ts';
import { createStripeClient } from '../src/clients/stripe.ts';
import { loadConfig } from '../src/config.ts';
import type { OrderView } from '../src/orders/orders.ts';
import { withRequestId } from '../src/request-context.ts';

/** One local server standing in for the CMS, the prize service and Stripe's API. */
let stub: FastifyInstance;
let baseUrl: string;
const seen: {
  method: string;
  url: string;
  authorization?: string;
  requestId?: string;
  acceptEncoding?: string;
  body?: unknown;
}[] = [];

beforeAll(async () => {
  stub = Fastify();
  stub.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, formbody.parse(body as string)),
  );
  stub.addHook('onRequest', async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      requestId: request.headers['x-request-id'] as string | undefined,
      acceptEncoding: request.headers['accept-encoding'],
    });
  });
  stub.get('/api/products', async (request) => {
    if ((request.query as Record<string, string>).locale === 'ar') {
      return {
        data: [{ id: 1, documentId: 'a', title: 'زبدة الفول السوداني المقرمشة', weight: '340 غ', locale: 'ar' }],
      };
    }
    return {
      data: [
        {
          id: 1,
          documentId: 'a',
          title: 'Crunchy Peanut Butter',
          weight: '340 g',
          price: 24.5,
          outofstock: false,
          available: 7,
          flash_sale: null,
          flash_sale_product_pcs: null,
          max_order_qut: 2,
          img: { url: '/uploads/p.png' },
        },
      ],
      meta: {},
    };
  });
  stub.post('/v1/code-checks', async (request, reply) => {
    (seen.at(-1) as { body?: unknown }).body = request.body;
    const { code, email } = request.body as { code: string; email: string };
    const prize = { code: 'HALF50', winItemName: '50% Off on next order', isWinnersEmail: email === 'w@x.ae' };
    // `fitsWinnersMask` as the prize service answers it now; a previous version's answer has none.
    const mask = email === 'old@x.ae' ? {} : { fitsWinnersMask: email === 'w@x.ae' || email === 'v@x.ae' };
    return code === 'HALF50'
      ? { code: { ...prize, ...mask } }
      : reply.status(404).send({ error: { code: 'code_invalid', message: 'Code not valid or Already Used' } });
  });
  stub.post('/v1/reservations', async (request, reply) => {
    (seen.at(-1) as { body?: unknown }).body = request.body;
    const { code, orderReference, expiresAt } = request.body as Record<string, string>;
    if (code === 'TAKEN') return reply.status(409).send({ error: { code: 'code_unavailable' } });
    if (code === 'HELD') {
      return reply.status(409).send({ error: { code: 'code_unavailable', details: { reservedBy: 'NOT-0' } } });
    }
    if (code === 'NOPE') return reply.status(404).send({ error: { code: 'code_invalid' } });
    if (code === 'BUSY') return reply.status(503).send({ error: { code: 'service_unavailable' } });
    return { reservation: { code, orderReference, expiresAt } };
  });
  stub.delete('/v1/reservations/:code/:orderReference', async (_request, reply) => reply.status(204).send());
  stub.post('/v1/redemptions', async (request, reply) => {
    (seen.at(-1) as { body?: unknown }).body = request.body;
    const { code } = request.body as { code: string };
    if (code === 'SPENT') return reply.status(409).send({ error: { code: 'code_already_used' } });
    if (code === 'BUSY') return reply.status(503).send({ error: { code: 'unavailable' } });
    return reply.status(201).send({ redemption: {} });
  });
  stub.put('/api/order-sync/:ref', async () => ({ data: { documentId: 'd' } }));
  stub.post('/v1/checkout/sessions', async (request) => {
    (seen.at(-1) as { body?: unknown }).body = request.body;
    return { id: 'cs_stub_1', object: 'checkout.session', client_secret: 'cs_stub_1_secret', amount_total: 6900 };
  });
  baseUrl = await stub.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => stub.close());

describe('CMS catalogue client', () => {
  it('reads all products in one filtered call and maps them to clean names, with their Arabic texts read beside', async () => {
    const products = await createCmsCatalog(baseUrl).findProducts([1, 5]);
    expect(products).toEqual([
      {
        id: 1,
        title: 'Crunchy Peanut Butter',
        weight: '340 g',
        priceFils: 2450,
        isOutOfStock: false,
        available: 7,
        isFlashSale: false,
        flashSaleLimit: null,
        maxOrderQuantity: 2,
        imageUrl: '/uploads/p.png',
        titleAr: 'زبدة الفول السوداني المقرمشة',
        weightAr: '340 غ',
      },
    ]);
    const calls = seen.slice(-2).map((call) => decodeURIComponent(call.url));
    expect(calls.filter((call) => !call.includes('locale=ar'))).toEqual([
      '/api/products?filters[id][$in][0]=1&filters[id][$in][1]=5&populate[img][fields][0]=url&pagination[pageSize]=100',
    ]);
    expect(calls.filter((call) => call.includes('locale=ar'))).toEqual([
      '/api/products?filters[id][$in][0]=1&filters[id][$in][1]=5&fields[0]=title&fields[1]=weight&fields[2]=locale&locale=ar&pagination[pageSize]=100',
    ]);
  });

  it('answers catalog_unavailable when the CMS cannot be reached', async () => {
    await expect(createCmsCatalog('http://127.0.0.1:9').findProducts([1])).rejects.toMatchObject({
      code: 'catalog_unavailable',
      status: 503,
    });
  });
});

describe('prize client', () => {
  const prizes = () => createPrizeClient(baseUrl, 'prize-token');

  it("prices a code for the shopper's e-mail, which the prize service compares, and treats 404 as invalid", async () => {
    expect(await prizes().check(' HALF50 ', 'w@x.ae')).toEqual({
      code: 'HALF50',
      winItemName: '50% Off on next order',
      isForCheckoutEmail: true,
      fitsWinnersMask: true,
    });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/code-checks',
      authorization: 'Bearer prize-token',
      body: { code: 'HALF50', email: 'w@x.ae' },
    });
    expect(await prizes().check('HALF50', 'other@x.ae')).toMatchObject({
      isForCheckoutEmail: false,
      fitsWinnersMask: false,
    });
    // Another address that masks as the winner's: the discount is answered as one that may apply.
    expect(await prizes().check('HALF50', 'v@x.ae')).toMatchObject({
      isForCheckoutEmail: false,
      fitsWinnersMask: true,
    });
    // A prize service of the previous version says nothing of the mask: only the winner's e-mail then.
    expect(await prizes().check('HALF50', 'old@x.ae')).toMatchObject({
      isForCheckoutEmail: false,
      fitsWinnersMask: false,
    });
    expect(await prizes().check('NOPE', 'w@x.ae')).toBeNull();
  });

  it('reserves a code for an order until a time, and tells a refusal from an outage', async () => {
    const until = new Date('2026-11-25T12:30:00.000Z');
    expect(await prizes().reserve('HALF50', 'NOT-1', until)).toEqual({ isReserved: true });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/reservations',
      authorization: 'Bearer prize-token',
      body: { code: 'HALF50', orderReference: 'NOT-1', expiresAt: '2026-11-25T12:30:00.000Z' },
    });
    expect(await prizes().reserve('TAKEN', 'NOT-1', until)).toEqual({ isReserved: false, reservedBy: null });
    expect(await prizes().reserve('NOPE', 'NOT-1', until)).toEqual({ isReserved: false, reservedBy: null });
    // A code another order holds names that order (decision 064).
    expect(await prizes().reserve('HELD', 'NOT-1', until)).toEqual({ isReserved: false, reservedBy: 'NOT-0' });
    await expect(prizes().reserve('BUSY', 'NOT-1', until)).rejects.toMatchObject({ code: 'prize_unavailable' });
    await expect(createPrizeClient('http://127.0.0.1:9', 't').reserve('HALF50', 'NOT-1', until)).rejects.toMatchObject({
      code: 'prize_unavailable',
      status: 503,
    });
  });

  it("releases an order's reservation with the service token", async () => {
    await prizes().release('HALF50', 'NOT-1');
    expect(seen.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/v1/reservations/HALF50/NOT-1',
      authorization: 'Bearer prize-token',
    });
  });

  it('redeems with the service token', async () => {
    await prizes().redeem('HALF50', 'NOT-1');
    expect(seen.at(-1)).toMatchObject({
      authorization: 'Bearer prize-token',
      body: { code: 'HALF50', orderReference: 'NOT-1' },
    });
  });

  it('tells a code spent by another order (final) from an outage (worth retrying)', async () => {
    await expect(prizes().redeem('SPENT', 'NOT-2')).rejects.toMatchObject({ code: 'prize_redeem_refused' });
    await expect(prizes().redeem('BUSY', 'NOT-2')).rejects.toMatchObject({ code: 'prize_redeem_failed' });
  });
});

it('pushes an order to the CMS with the service token', async () => {
  await createCmsOrders(baseUrl, 'cms-token').push({ customer_reference_number: 'NOT-7' } as OrderView);
  expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/api/order-sync/NOT-7', authorization: 'Bearer cms-token' });
});

it('points the Stripe SDK at STRIPE_API_URL and sends an embedded session', async () => {
  const stripe = createStripeClient(loadConfig({ STRIPE_API_URL: baseUrl, STRIPE_SECRET_KEY: 'sk_test_stub' }));
  const session = await stripe.checkout.sessions.create({ ui_mode: 'embedded_page', mode: 'payment', currency: 'aed' });
  expect(session.client_secret).toBe('cs_stub_1_secret');
  expect(seen.at(-1)).toMatchObject({
    url: '/v1/checkout/sessions',
    authorization: 'Bearer sk_test_stub',
    body: { ui_mode: 'embedded_page', mode: 'payment', currency: 'aed' },
  });
});

describe('request ids across services', () => {
  it('forwards the X-Request-Id of the current request to the CMS and the prize service, asking for uncompressed answers', async () => {
    await withRequestId('req-42', async () => {
      await createCmsCatalog(baseUrl).findProducts([1]);
      await createPrizeClient(baseUrl, 'token-token-token-1').check('HALF50', 'w@x.ae');
      await createCmsOrders(baseUrl, 'token').push({ customer_reference_number: 'NOT-1' } as OrderView);
    });
    expect(seen.slice(-3).map((call) => [call.url.split('?')[0], call.requestId, call.acceptEncoding])).toEqual([
      ['/api/products', 'req-42', 'identity'],
      ['/v1/code-checks', 'req-42', 'identity'],
      ['/api/order-sync/NOT-1', 'req-42', 'identity'],
    ]);
  });
});
