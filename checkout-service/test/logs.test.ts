import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsOrders } from '../src/clients/cms-orders.ts';
import { createOrderWithSession, logCapture, postStripeEvent, setupApp, type TestContext } from './helper.ts';

// A shopper whose every personal detail is a string nothing else in a log line could contain.
const SHOPPER = {
  destination_address_name: 'Maryam Qasimi-Logtest',
  email: 'maryam.logtest@example.ae',
  destination_address_mobile_number: '+971507654321',
  destination_address_city: 'Dubai',
  destination_address_area: 'Jumeirah Logtest Street 45',
  destination_address_house_no: 'Villa Logtest 88',
  destination_address_building_name: 'Logtest Residences',
  destination_address_landmark: 'Opposite the Logtest park',
};
const PERSONAL = Object.entries(SHOPPER)
  .filter(([field]) => field !== 'destination_address_city')
  .map(([, value]) => value);

/**
 * A CMS order-sync endpoint that refuses the first push as Strapi does, with a ValidationError
 * echoing the value it refused, and accepts the next ones.
 */
async function startStubCms() {
  const pushes: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      pushes.push(body);
      response.setHeader('content-type', 'application/json');
      if (pushes.length > 1) return response.end('{"data":{}}');
      const { email } = JSON.parse(body) as { email: string };
      const invalid = {
        path: ['email'],
        message: 'email must be a valid email',
        name: 'ValidationError',
        value: email,
      };
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          data: null,
          error: { status: 400, name: 'ValidationError', message: '1 error occurred', details: { errors: [invalid] } },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, pushes, close: () => new Promise((resolve) => server.close(resolve)) };
}

const logs = logCapture();
let context: TestContext;
let cms: Awaited<ReturnType<typeof startStubCms>>;
beforeAll(async () => {
  cms = await startStubCms();
  context = await setupApp({
    retryBaseMs: 100,
    jobPollIntervalMs: 100,
    mailRetryBaseMs: 50,
    cmsOrders: createCmsOrders(cms.url, 'cms-token'),
    logger: { level: 'trace', stream: logs.stream },
  });
});
afterAll(async () => {
  await context.close();
  await cms.close();
});

/** Every (personal value, log line) pair where the line carries the value, in any case. */
function leaks(): { value: string; line: string }[] {
  return logs.lines.flatMap((line) =>
    PERSONAL.filter((value) => line.toLowerCase().includes(value.toLowerCase())).map((value) => ({ value, line })),
  );
}

describe('checkout-service logs', () => {
  it("carry no shopper's e-mail, phone or address, and nothing that opens the order, through a whole purchase, refusals included", async () => {
    const { reference, sessionId, headers, token } = await createOrderWithSession(context, SHOPPER);
    context.stripe.pay(sessionId);
    expect((await context.app.inject({ url: `/v1/session-status?session_id=${sessionId}`, headers })).statusCode).toBe(
      200,
    );
    // The shopper's mail server greylists the first attempt; the mail job retries.
    context.mailer.recipientRejections = 1;
    const event = {
      id: 'evt_logs_1',
      type: 'checkout.session.completed',
      data: { object: context.stripe.sessions.get(sessionId) },
    };
    expect((await postStripeEvent(context, event)).statusCode).toBe(200);
    const returned = await context.app.inject({
      method: 'POST',
      url: '/v1/create_order',
      headers,
      payload: { ...SHOPPER, customer_reference_number: reference, sessionId },
    });
    expect(returned.statusCode).toBe(200);
    const lookup = await context.app.inject({ url: `/v1/orders/${reference}?session_id=${sessionId}`, headers });
    expect(lookup.json().order.email).toBe(SHOPPER.email);
    // The shopper opens the signed invoice link of the confirmation page.
    const invoiceLink = String(lookup.json().order.invoice_url).replace(/^.*\/checkout/, '');
    expect((await context.app.inject(invoiceLink)).statusCode).toBe(200);
    // The CMS refused the first push and took a retry (the sync is at least once: a slow answer may
    // bring one more); the mail went out on the second try.
    await expect.poll(() => cms.pushes.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const toShopper = () => context.mailer.sent.filter((mail) => mail.to === SHOPPER.email);
    await expect.poll(() => toShopper().length, { timeout: 5000 }).toBe(1);

    // A paid session that does not match its order (another amount) is logged as an error.
    const other = await createOrderWithSession(context, SHOPPER);
    const mismatched = { ...context.stripe.pay(other.sessionId), amount_total: 1 };
    const mismatch = { id: 'evt_logs_2', type: 'checkout.session.completed', data: { object: mismatched } };
    expect((await postStripeEvent(context, mismatch)).statusCode).toBe(200);

    const all = logs.lines.join('');
    for (const message of ['order paid', 'CMS order sync failed', 'order confirmation not sent', 'does not match']) {
      expect(all).toContain(message);
    }
    // The refusals still say what went wrong, without the values.
    expect(all).toContain('CMS order sync answered 400 (ValidationError: email)');
    expect(all).toContain('"responseCode":450');
    expect(leaks()).toEqual([]);
    // Nor what opens the order: its session id in a URL, the invoice link's signature, its token.
    const signature = new URL(invoiceLink, 'http://x').searchParams.get('signature') as string;
    expect(all).toContain('/invoice.pdf?expires=');
    expect(all).toContain('session_id=[redacted]');
    for (const secret of ['session_id=cs_', signature, token]) expect(all).not.toContain(secret);
  });
});
