import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createShutdown, type Draining, drainDelayMsFor } from './shutdown.ts';

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

describe('drainDelayMsFor', () => {
  it('waits 5 s in production only', () => {
    expect(drainDelayMsFor('production')).toBe(5_000);
    expect(drainDelayMsFor('development')).toBe(0);
  });
});
