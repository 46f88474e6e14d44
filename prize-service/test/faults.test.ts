import { createPool } from '@outlet-shop/service-kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RestartablePostgres, startRestartablePostgres } from '../../scripts/test/restartable-postgres.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import { seedSampleCodes } from '../src/seed.ts';

// Its own PostgreSQL, which this file stops and starts (the other files share the run's).
let postgres: RestartablePostgres;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: ReturnType<typeof createPool>;

beforeAll(async () => {
  postgres = await startRestartablePostgres('prize');
  await migrate(postgres.url);
  db = createPool(postgres.url);
  await seedSampleCodes(db);
  app = await buildApp({
    config: loadConfig({ PRIZE_DATABASE_URL: postgres.url, PRIZE_VERIFY_RATE_LIMIT_PER_MINUTE: '1000' }),
    db,
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.end();
  await postgres?.destroy();
});

const verify = () => app.inject({ method: 'GET', url: '/v1/varifyCode/GOLDCOIN' });

it('answers 503 while PostgreSQL is down, and recovers by itself when it returns', async () => {
  expect((await verify()).statusCode).toBe(200);
  await postgres.stop();
  const refused = await verify();
  expect(refused.statusCode).toBe(503);
  expect(refused.json().error.code).toBe('service_unavailable');
  const notReady = await app.inject('/ready');
  expect(notReady.statusCode).toBe(503);
  expect(notReady.json()).toEqual({
    error: {
      code: 'service_unavailable',
      message: 'The prize service is not ready: database unreachable',
      details: { checks: { database: 'unreachable' } },
    },
  });
  expect((await app.inject('/health')).statusCode).toBe(200);

  await postgres.start();
  await expect.poll(async () => (await verify()).statusCode, { timeout: 15_000 }).toBe(200);
  expect((await app.inject('/ready')).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
}, 60_000);
