import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsWhenClosing, createShutdown, type Draining, drainDelayMsFor } from './shutdown.ts';

describe('createShutdown', () => {
  it('drains for drainDelayMs, then closes the app, then the resources, once', async () => {
    const steps: string[] = [];
    const app = Fastify();
    app.addHook('onClose', async () => {
      steps.push('app closed');
    });
    const draining: Draining = { isDraining: false };
    const shutdown = createShutdown(app, draining, {
      drainDelayMs: 100,
      closeResources: async () => {
        steps.push('resources closed');
      },
    });
    const started = Date.now();
    const first = shutdown('SIGTERM');
    expect(draining.isDraining).toBe(true);
    expect(steps).toEqual([]);
    expect(shutdown('SIGINT')).toBe(first);
    await first;
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(steps).toEqual(['app closed', 'resources closed']);
  });

  it('closes an app with nothing else to close', async () => {
    const app = Fastify();
    const shutdown = createShutdown(app, { isDraining: false }, { drainDelayMs: 0 });
    await shutdown('SIGTERM');
    await expect(app.inject('/')).rejects.toThrow();
  });
});

describe('closeConnectionsWhenClosing', () => {
  /** An app whose one route answers after 300 ms, listening; resolves with its address. */
  async function slowApp(close: boolean) {
    const app = Fastify();
    if (close) closeConnectionsWhenClosing(app);
    app.post('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return { app, url: `http://127.0.0.1:${port}/slow` };
  }

  it('answers a request in flight at the close in full, says Connection: close, and the close ends with it', async () => {
    const { app, url } = await slowApp(true);
    const answer = fetch(url, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await app.close();
    const closedAfterMs = Date.now() - started;
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('connection')).toBe('close');
    // Not the keep-alive timeout (72 s): the close waits only for the answer in flight.
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('keeps connections alive while the app is not closing', async () => {
    const { app, url } = await slowApp(true);
    const response = await fetch(url, { method: 'POST' });
    expect(response.headers.get('connection')).toBe('keep-alive');
    app.server.closeAllConnections();
    await app.close();
  });
});

describe('drainDelayMsFor', () => {
  it('waits 5 s in production only', () => {
    expect(drainDelayMsFor('production')).toBe(5_000);
    expect(drainDelayMsFor('development')).toBe(0);
  });
});
