import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestIdFor } from '@outlet-shop/service-kit';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TOKEN as PRIZE_TOKEN, setupApp as setupPrizeService } from '../../prize-service/test/helper.ts';
import { createCmsCatalog } from '../src/clients/catalog.ts';
import { createCmsOrders } from '../src/clients/cms-orders.ts';
import { createPrizeClient } from '../src/clients/prizes.ts';
import { createCmsStock } from '../src/clients/stock.ts';
import { logCapture, orderPayload, postStripeEvent, setupApp, type TestContext } from './helper.ts';

// One order through the checkout with its real clients: the prize service's own app and a CMS
// stand-in whose request line is the CMS's (global::request-log, pinned by its own test in
// cms/src/middlewares): `reqId` by the kit's rule, `orderReference` from the order routes. Every
// service's lines are captured; one grep (the order reference, or a request id) must find each's.

const PRODUCT = {
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
};

/** What the CMS answers the checkout's calls, each request logged as the CMS's request log writes it. */
function cmsStandIn(lines: string[]) {
  const log = pino({ name: 'cms' }, { write: (line: string) => void lines.push(line) });
  return createServer(async (request, response) => {
    const reqId = requestIdFor(request.headers['x-request-id']);
    let body = '';
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? '/', 'http://cms');
    // The order routes' `:customer_reference_number`, as Strapi's router gives it to the request log.
    const route = /^\/api\/(stock-holds|order-sync)\/([^/]+)(\/commit)?$/.exec(url.pathname);
    const orderReference = route ? decodeURIComponent(route[2] ?? '') : undefined;
    let answer: unknown = null;
    if (url.pathname === '/api/products') {
      const arabic = url.searchParams.get('locale') === 'ar';
      answer = arabic
        ? { data: [{ id: 1, documentId: 'a', title: 'زبدة', weight: '340 غ', locale: 'ar' }] }
        : { data: [PRODUCT], meta: {} };
    } else if (route?.[1] === 'stock-holds') {
      const { lines: held, expires_at } = JSON.parse(body) as { lines: object[]; expires_at: string };
      answer = route[3]
        ? { data: { status: 'committed', lines: held.map((line) => ({ ...line, status: 'committed' })) } }
        : { data: { status: 'held', lines: held, expires_at } };
    } else if (route?.[1] === 'order-sync') {
      answer = { data: { documentId: 'doc-trail' } };
    }
    response.statusCode = answer ? 200 : 404;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer ?? { error: { code: 'not_found' } }));
    const line = { reqId, method: request.method, url: request.url, status: response.statusCode };
    log.info(orderReference ? { ...line, orderReference } : line, 'request completed');
  });
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const checkoutLogs = logCapture();
const prizeLogs = logCapture();
const cmsLines: string[] = [];
let prize: Awaited<ReturnType<typeof setupPrizeService>>;
let cms: Server;
let context: TestContext;

beforeAll(async () => {
  prize = await setupPrizeService({}, { logger: { level: 'info', stream: prizeLogs.stream } });
  const prizeUrl = await prize.app.listen({ port: 0, host: '127.0.0.1' });
  cms = cmsStandIn(cmsLines);
  const cmsUrl = await listen(cms);
  context = await setupApp({
    logger: { level: 'info', stream: checkoutLogs.stream },
    cmsOrders: createCmsOrders(cmsUrl, 'cms-token'),
    clients: {
      catalog: createCmsCatalog(cmsUrl),
      stock: createCmsStock(cmsUrl, 'cms-token'),
      prizes: createPrizeClient(prizeUrl, PRIZE_TOKEN),
    },
  });
});
afterAll(async () => {
  await context?.close();
  await prize?.close();
  cms?.close();
});

type Line = Record<string, unknown>;
const parsed = (lines: string[]): Line[] => lines.map((line) => JSON.parse(line) as Line);
/** Each service's lines that carry `value` under `field`. */
function linesWith(field: 'reqId' | 'orderReference', value: string) {
  const pick = (lines: string[]) => parsed(lines).filter((line) => line[field] === value);
  return { checkout: pick(checkoutLogs.lines), cms: pick(cmsLines), prize: pick(prizeLogs.lines) };
}
const messages = (lines: Line[]) => lines.map((line) => line.msg);
const urls = (lines: Line[]) => lines.map((line) => String(line.url ?? (line.req as Line | undefined)?.url));

describe('following one order in the logs', () => {
  it('finds every line of the checkout, the CMS and the prize service about an order by its reference, and each request by its id', async () => {
    // The edge names the shopper's two requests, and Stripe's webhook delivery comes through it too.
    const placing = await context.app.inject({
      method: 'POST',
      url: '/v1/create_order_ref',
      headers: { 'x-request-id': 'edge-place-1' },
      payload: orderPayload({ email: 'shopper@example.com', coupon_code: 'WELCOME50' }),
    });
    expect(placing.statusCode).toBe(201);
    const order = placing.json().order as { customer_reference_number: string; order_access_token: string };
    const reference = order.customer_reference_number;
    const popup = await context.app.inject({
      method: 'POST',
      url: '/v1/create-checkout-session',
      headers: { 'x-request-id': 'edge-popup-2', 'x-order-token': order.order_access_token },
      payload: { customer_reference_number: reference },
    });
    expect(popup.statusCode).toBe(200);
    const session = context.stripe.pay(popup.json().sessionId);
    const event = { id: 'evt_trail_1', type: 'checkout.session.completed', data: { object: session } };
    const webhook = await postStripeEvent(context, event);
    expect(webhook.statusCode).toBe(200);
    const webhookId = webhook.headers['x-request-id'] as string;
    // The paid order's jobs run later: the stock commit, the prize redemption, the CMS push, the mails.
    await expect
      .poll(() => messages(linesWith('orderReference', reference).checkout), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['order confirmation mailed']));
    await expect
      .poll(() => urls(linesWith('orderReference', reference).cms).join(' '), { timeout: 10_000 })
      .toContain('/api/order-sync/');
    await expect
      .poll(() => messages(linesWith('orderReference', reference).prize), { timeout: 10_000 })
      .toContain('prize code redeemed');

    // By the reference: the checkout's lines from placing to the mails, the CMS's stock and order calls, the prize's redemption.
    const byReference = linesWith('orderReference', reference);
    expect(messages(byReference.checkout)).toEqual(
      expect.arrayContaining(['order placed', 'order paid', 'order confirmation mailed', 'request completed']),
    );
    expect(urls(byReference.cms)).toEqual(
      expect.arrayContaining([
        `/api/stock-holds/${reference}`,
        `/api/stock-holds/${reference}/commit`,
        `/api/order-sync/${reference}`,
      ]),
    );
    expect(messages(byReference.prize)).toContain('prize code redeemed');

    // By the placing request's id: the checkout's lines and the calls it made to the CMS and the prize service.
    const placed = linesWith('reqId', 'edge-place-1');
    expect(messages(placed.checkout)).toEqual(expect.arrayContaining(['order placed', 'request completed']));
    expect(placed.checkout.filter((line) => line.orderReference !== reference)).toEqual([]);
    expect(urls(placed.cms).some((url) => url.startsWith('/api/products'))).toBe(true);
    expect(urls(placed.prize)).toContain('/v1/code-checks');
    // The popup's: the stock hold and the prize code's reservation.
    const opened = linesWith('reqId', 'edge-popup-2');
    expect(urls(opened.cms)).toContain(`/api/stock-holds/${reference}`);
    expect(urls(opened.prize)).toContain('/v1/reservations');
    // The webhook's: the jobs it queued ran later under its id, in every service they called.
    const paid = linesWith('reqId', webhookId);
    expect(messages(paid.checkout)).toEqual(expect.arrayContaining(['order paid', 'order confirmation mailed']));
    expect(urls(paid.cms)).toEqual(
      expect.arrayContaining([`/api/stock-holds/${reference}/commit`, `/api/order-sync/${reference}`]),
    );
    expect(messages(paid.prize)).toContain('prize code redeemed');
    // A request's own logger names its id once: the context adds it only to the app's logger's lines.
    expect(checkoutLogs.lines.filter((line) => line.split('"reqId"').length > 2)).toEqual([]);
  });

  it("replaces a caller's forged or oversized id with its own, and sends its own on to the CMS", async () => {
    for (const forged of ['forged id <script>', `edge-${'x'.repeat(124)}`]) {
      const before = cmsLines.length;
      const placing = await context.app.inject({
        method: 'POST',
        url: '/v1/create_order_ref',
        headers: { 'x-request-id': forged },
        payload: orderPayload(),
      });
      expect(placing.statusCode).toBe(201);
      const own = placing.headers['x-request-id'] as string;
      expect(own).toMatch(/^[0-9a-f-]{36}$/);
      const cmsIds = parsed(cmsLines.slice(before)).map((line) => line.reqId);
      expect(cmsIds.length).toBeGreaterThan(0);
      expect(new Set(cmsIds)).toEqual(new Set([own]));
      expect(checkoutLogs.lines.join('\n')).not.toContain(forged);
    }
  });
});
