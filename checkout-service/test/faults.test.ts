import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RestartablePostgres, startRestartablePostgres } from '../../scripts/test/restartable-postgres.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPool, migrate } from '../src/database.ts';
import { FakeCatalog, FakeCmsOrders, FakeMailer, FakePrizes, FakeStripe } from './fakes.ts';
import { orderPayload } from './helper.ts';

// Its own PostgreSQL, which this file stops and starts (the other files share the run's).
let postgres: RestartablePostgres;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: ReturnType<typeof createPool>;
const catalog = new FakeCatalog();

beforeAll(async () => {
  postgres = await startRestartablePostgres('checkout');
  await migrate(postgres.url);
  db = createPool(postgres.url);
  app = await buildApp(
    {
      config: loadConfig({ CHECKOUT_DATABASE_URL: postgres.url, CMS_URL: 'http://127.0.0.1:9' }),
      db,
      catalog,
      prizes: new FakePrizes(),
      cmsOrders: new FakeCmsOrders(),
      stripe: new FakeStripe(),
      mailer: new FakeMailer(),
    },
    // Short loops, so the fulfilment retry and the mail outbox run while PostgreSQL is down too.
    { retryIntervalMs: 200, mailIntervalMs: 200 },
  );
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.end();
  await postgres?.destroy();
});

const placeOrder = () => app.inject({ method: 'POST', url: '/v1/create_order_ref', payload: orderPayload() });

describe('checkout-service faults', () => {
  it('answers 503 while PostgreSQL is down, and recovers by itself when it returns', async () => {
    expect((await placeOrder()).statusCode).toBe(201);
    expect((await app.inject('/ready')).statusCode).toBe(200);

    await postgres.stop();
    const refused = await placeOrder();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('service_unavailable');
    expect(refused.headers['retry-after']).toBe('5');
    const notReady = await app.inject('/ready');
    expect(notReady.statusCode).toBe(503);
    expect((await app.inject('/health')).statusCode).toBe(200);

    await postgres.start();
    await expect.poll(async () => (await placeOrder()).statusCode, { timeout: 15_000 }).toBe(201);
    expect((await app.inject('/ready')).json()).toMatchObject({ status: 'ready' });
  }, 60_000);

  it('answers a clear 503 when the CMS is down, and reports the CMS as unreachable', async () => {
    catalog.isDown = true;
    const response = await placeOrder();
    catalog.isDown = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('catalog_unavailable');
    // CMS_URL points at a closed port: ready (the database answers) but the CMS is reported down.
    expect((await app.inject('/ready')).json()).toEqual({ status: 'ready', cms: 'unreachable' });
  });
});
