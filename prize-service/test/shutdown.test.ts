import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPool, createShutdown, type Draining } from '@outlet-shop/service-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../scripts/test/database.ts';
import { canConnect, slowRequest } from '../../scripts/test/slow-request.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/database.ts';
import { seedSampleCodes } from '../src/seed.ts';
import { SERVICE_TOKEN } from './helper.ts';

let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await drop?.();
});

describe('prize-service graceful shutdown', () => {
  it('answers /ready 503 while draining, lets an in-flight redemption finish with 201, then closes', async () => {
    const database = await createTestDatabase('prize_shutdown');
    drop = database.drop;
    await migrate(database.url);
    const db = createPool(database.url);
    await seedSampleCodes(db);
    const draining: Draining = { isDraining: false };
    const config = loadConfig({ PRIZE_DATABASE_URL: database.url, PRIZE_SERVICE_TOKEN: SERVICE_TOKEN });
    const app = await buildApp({ config, db }, { draining });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const shutdown = createShutdown(app, draining, { drainDelayMs: 600, closeResources: () => db.end() });

    const redemption = slowRequest(
      port,
      {
        method: 'POST',
        path: '/v1/redemptions',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SERVICE_TOKEN}` },
      },
      JSON.stringify({ code: 'GOLDCOIN', orderReference: 'NOT-1763812345678' }),
    );
    await sleep(200);
    const stopped = shutdown('SIGTERM');

    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

    await sleep(900);
    expect(await canConnect(port)).toBe(false);
    expect(await redemption.finish()).toMatch(/^HTTP\/1\.1 201 /);
    await stopped;
  });
});
