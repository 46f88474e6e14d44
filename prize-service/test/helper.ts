import { createPool } from '@outlet-shop/service-kit';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import { seedSampleCodes } from '../src/seed.ts';

export const SERVICE_TOKEN = 'test-prize-service-token';

/** One test file's app on its own fresh, migrated and seeded database; `logger` Fastify's (default none). */
export async function setupApp(
  env: Record<string, string> = {},
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const database = await createTestDatabase('prize');
  await migrate(database.url);
  const db: pg.Pool = createPool(database.url);
  await seedSampleCodes(db);
  const config = loadConfig({ PRIZE_DATABASE_URL: database.url, PRIZE_SERVICE_TOKEN: SERVICE_TOKEN, ...env });
  const app: FastifyInstance = await buildApp({ config, db }, { logger: options.logger });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.end();
      await database.drop();
    },
  };
}

/** `POST /v1/redemptions` as the checkout service sends it. */
export function redeem(app: FastifyInstance, code: string, orderReference: string, token = SERVICE_TOKEN) {
  return app.inject({
    method: 'POST',
    url: '/v1/redemptions',
    headers: { authorization: `Bearer ${token}` },
    payload: { code, orderReference },
  });
}

/** `POST /v1/reservations` as the checkout service sends it when a payment popup opens (default: 30 minutes). */
export function reserve(
  app: FastifyInstance,
  code: string,
  orderReference: string,
  expiresAt = new Date(Date.now() + 30 * 60_000),
  token = SERVICE_TOKEN,
) {
  return app.inject({
    method: 'POST',
    url: '/v1/reservations',
    headers: { authorization: `Bearer ${token}` },
    payload: { code, orderReference, expiresAt: expiresAt.toISOString() },
  });
}

/** `DELETE /v1/reservations/:code/:orderReference` as the checkout service sends it when a session ends unpaid. */
export function release(app: FastifyInstance, code: string, orderReference: string, token = SERVICE_TOKEN) {
  return app.inject({
    method: 'DELETE',
    url: `/v1/reservations/${encodeURIComponent(code)}/${encodeURIComponent(orderReference)}`,
    headers: { authorization: `Bearer ${token}` },
  });
}
