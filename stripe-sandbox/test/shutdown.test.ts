import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createShutdown, type Draining } from '@outlet-shop/service-kit';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { canConnect, slowRequest } from '../../scripts/test/slow-request.ts';
import { buildApp } from '../src/app.ts';
import { SECRET_KEY, sessionParams, WEBHOOK_SECRET } from './helper.ts';

describe('stripe-sandbox graceful shutdown', () => {
  it('answers /ready 503 while draining, lets an in-flight session creation finish with 200, then closes', async () => {
    const draining: Draining = { isDraining: false };
    const app = await buildApp({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: 'http://127.0.0.1:9/webhook',
      publicUrl: 'http://127.0.0.1',
      draining,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: {} });
    const shutdown = createShutdown(app, draining, { drainDelayMs: 600 });

    const creation = slowRequest(
      port,
      {
        method: 'POST',
        path: '/v1/checkout/sessions',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${SECRET_KEY}` },
      },
      qs.stringify(sessionParams()),
    );
    await sleep(200);
    const stopped = shutdown('SIGTERM');

    const unready = await fetch(`http://127.0.0.1:${port}/ready`);
    expect(unready.status).toBe(503);
    expect(await unready.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The Stripe sandbox is shutting down' },
    });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

    await sleep(900);
    expect(await canConnect(port)).toBe(false);
    expect(await creation.finish()).toMatch(/^HTTP\/1\.1 200 /);
    await stopped;
  });
});
