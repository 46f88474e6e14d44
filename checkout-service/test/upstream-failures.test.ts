import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsCatalog } from '../src/clients/catalog.ts';
import { createPrizeClient } from '../src/clients/prizes.ts';
import { createCmsStock } from '../src/clients/stock.ts';
import { createOrder, logCapture, orderPayload, orderTokenHeader, setupApp, type TestContext } from './helper.ts';

/*
 * When a service behind the checkout fails, the browser is told which service in plain words; what
 * failed inside (statuses, validation texts, the provider's error) goes to the log only.
 */

/** A CMS that fails as a broken one does: 500 with its internal text, or JSON of another shape. */
async function startBrokenCms() {
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/api/products')) {
      response.end(JSON.stringify({ data: [{ id: 'one', title: 7, internal_note: 'pg pool exhausted on cms-2' }] }));
      return;
    }
    response.statusCode = 500;
    response.end(JSON.stringify({ error: { message: 'knex: Timeout acquiring a connection on cms-2' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const logs = logCapture();
let context: TestContext;
let cms: Awaited<ReturnType<typeof startBrokenCms>>;
beforeAll(async () => {
  cms = await startBrokenCms();
  context = await setupApp({ logger: { level: 'warn', stream: logs.stream } });
});
afterAll(async () => {
  await context.close();
  await cms.close();
});

describe('a failing service behind the checkout', () => {
  it('the catalogue: 503 catalog_unavailable without the reason, which is logged', async () => {
    const findProducts = context.catalog.findProducts;
    context.catalog.findProducts = createCmsCatalog(cms.url).findProducts;
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/create_order_ref',
        payload: orderPayload(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'catalog_unavailable', message: 'The catalogue is unavailable, please try again' },
      });
    } finally {
      context.catalog.findProducts = findProducts;
    }
    expect(logs.lines.join('')).toContain('answered 503 catalog_unavailable');
    expect(logs.lines.join('')).toContain('invalid_type');
  });

  it('the prize service: 503 prize_unavailable without its status, which is logged', async () => {
    // The real client's calls in place of the fake's (the broken stub answers 500 to each).
    const real = createPrizeClient(cms.url, 'prize-token');
    Object.assign(context.prizes, real);
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/create_order_ref',
        payload: orderPayload({ coupon_code: 'HALF50', email: 'winner@example.ae' }),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'prize_unavailable', message: 'The prize service is unavailable' },
      });
    } finally {
      for (const name of Object.keys(real)) delete (context.prizes as unknown as Record<string, unknown>)[name];
    }
    expect(logs.lines.join('')).toContain('answered 503 prize_unavailable');
    expect(logs.lines.join('')).toContain('"status\\":500');
  });

  it('the stock: 503 stock_unavailable without the CMS status, which is logged', async () => {
    const order = await createOrder(context);
    const hold = context.stock.hold;
    context.stock.hold = createCmsStock(cms.url, 'cms-token').hold;
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/create-checkout-session',
        headers: orderTokenHeader(order),
        payload: { customer_reference_number: order.customer_reference_number },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'stock_unavailable', message: 'Stock cannot be checked right now, please try again' },
      });
    } finally {
      context.stock.hold = hold;
    }
    expect(logs.lines.join('')).toContain('CMS answered 500');
  });

  it("the payment provider: 502 payment_provider_error without Stripe's error, which is logged", async () => {
    const order = await createOrder(context);
    const create = context.stripe.checkout.sessions.create;
    context.stripe.checkout.sessions.create = async () => {
      throw new Stripe.errors.StripeAPIError({ message: 'Upstream 500 from pod stripe-api-7', type: 'api_error' });
    };
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/create-checkout-session',
        headers: orderTokenHeader(order),
        payload: { customer_reference_number: order.customer_reference_number },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: { code: 'payment_provider_error', message: 'The payment provider is unavailable' },
      });
    } finally {
      context.stripe.checkout.sessions.create = create;
    }
    expect(logs.lines.join('')).toContain('Upstream 500 from pod stripe-api-7');
  });
});
