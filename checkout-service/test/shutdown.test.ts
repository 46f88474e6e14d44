import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPool, createShutdown, type Draining } from '@outlet-shop/service-kit';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { canConnect, slowRequest } from '../../scripts/test/slow-request.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import {
  FakeCatalog,
  FakeCmsOrders,
  FakeMailer,
  FakePrizes,
  FakeStock,
  FakeStripe,
  RecordingDocuments,
} from './fakes.ts';
import { createOrderWithSession, orderPayload, postStripeEvent, WEBHOOK_SECRET } from './helper.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let probe: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase('checkout_shutdown');
  await migrate(database.url);
  probe = new pg.Pool({ connectionString: database.url, max: 1 });
});
afterAll(async () => {
  await probe?.end();
  await database?.drop();
});

/** One run of the service, listening on a free port, with server.ts's shutdown. */
async function startService(mailer: FakeMailer, drainDelayMs = 0) {
  const db = createPool(database.url);
  const draining: Draining = { isDraining: false };
  const stripe = new FakeStripe();
  const config = loadConfig({
    CHECKOUT_DATABASE_URL: database.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ORDER_MAIL_RETRY_BASE_MS: '50',
  });
  const app: FastifyInstance = await buildApp(
    {
      config,
      db,
      catalog: new FakeCatalog(),
      prizes: new FakePrizes(),
      cmsOrders: new FakeCmsOrders(),
      stock: new FakeStock(),
      documents: new RecordingDocuments(),
      stripe,
      mailer,
    },
    { jobPollIntervalMs: 100, draining },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const shutdown = createShutdown(app, draining, { drainDelayMs, closeResources: () => db.end() });
  return { app, port, stripe, shutdown };
}

describe('checkout-service graceful shutdown', () => {
  it('answers /ready 503 while draining, lets an in-flight order finish with 201, then closes', async () => {
    const service = await startService(new FakeMailer(), 600);
    const order = slowRequest(
      service.port,
      { method: 'POST', path: '/v1/create_order_ref', headers: { 'Content-Type': 'application/json' } },
      JSON.stringify(orderPayload({ email: 'inflight@example.ae' })),
    );
    await sleep(200);
    const stopped = service.shutdown('SIGTERM');

    const ready = await fetch(`http://127.0.0.1:${service.port}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The checkout service is shutting down' },
    });
    expect((await fetch(`http://127.0.0.1:${service.port}/health`)).status).toBe(200);

    await sleep(900);
    expect(await canConnect(service.port)).toBe(false);
    const answer = await order.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    await stopped;
    const stored = await probe.query("SELECT count(*)::int AS n FROM orders WHERE email = 'inflight@example.ae'");
    expect(stored.rows[0].n).toBe(1);
  });

  it('sends a confirmation mail that was still queued when the service stopped, once, after it starts again', async () => {
    const downSmtp = new FakeMailer();
    downSmtp.failures = 1_000;
    const first = await startService(downSmtp);
    const { reference, sessionId } = await createOrderWithSession(first);
    const session = first.stripe.pay(sessionId);
    const event = { id: 'evt_before_stop', type: 'checkout.session.completed', data: { object: session } };
    expect((await postStripeEvent(first, event)).statusCode).toBe(200);
    const lastError = async () =>
      (
        await probe.query('SELECT confirmation_mail_error FROM orders WHERE customer_reference_number = $1', [
          reference,
        ])
      ).rows[0]?.confirmation_mail_error;
    await expect.poll(lastError).toMatch(/ECONNREFUSED/);
    await first.shutdown('SIGTERM');
    expect(
      downSmtp.sent.filter((mail) => mail.subject === `Your Outlet Shop order ${reference} is confirmed`),
    ).toHaveLength(0);

    const smtp = new FakeMailer();
    const second = await startService(smtp);
    try {
      const confirmations = () =>
        smtp.sent.filter((mail) => mail.subject === `Your Outlet Shop order ${reference} is confirmed`);
      await expect.poll(() => confirmations().length, { timeout: 5000 }).toBe(1);
      await sleep(400);
      expect(confirmations()).toHaveLength(1);
    } finally {
      await second.shutdown('SIGTERM');
    }
  });
});
