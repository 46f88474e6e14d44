import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { httpCheck, installProbes, type ReadinessCheck } from './probes.ts';

const passing: ReadinessCheck = { run: async () => {} };
const failing: ReadinessCheck = { run: async () => Promise.reject(new Error('down')) };

async function probedApp(options: Parameters<typeof installProbes>[1]) {
  const app = Fastify();
  installProbes(app, options);
  await app.ready();
  return app;
}

describe('installProbes', () => {
  it('answers /health 200 { status: "ok" }', async () => {
    const app = await probedApp({ serviceName: 'test service' });
    expect((await app.inject('/health')).json()).toEqual({ status: 'ok' });
  });

  it('answers /ready 200 with every check, an optional failing one included', async () => {
    const app = await probedApp({
      serviceName: 'test service',
      checks: { database: passing, cms: { ...failing, isRequired: false } },
    });
    const response = await app.inject('/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', cms: 'unreachable' } });
    expect((await (await probedApp({ serviceName: 'bare' })).inject('/ready')).json()).toEqual({
      status: 'ready',
      checks: {},
    });
  });

  it('answers /ready 503 service_unavailable when a required check fails, naming it', async () => {
    const app = await probedApp({ serviceName: 'test service', checks: { database: failing, cms: passing } });
    const response = await app.inject('/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The test service is not ready: database unreachable',
        details: { checks: { database: 'unreachable', cms: 'ok' } },
      },
    });
  });

  it('answers /ready 503 while draining, without running the checks; /health stays 200', async () => {
    let runs = 0;
    const draining = { isDraining: true };
    const app = await probedApp({
      serviceName: 'test service',
      draining,
      checks: { database: { run: async () => runs++ } },
    });
    const response = await app.inject('/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The test service is shutting down' },
    });
    expect(runs).toBe(0);
    expect((await app.inject('/health')).statusCode).toBe(200);
  });
});

describe('httpCheck', () => {
  it('passes on 2xx and fails on another status or no answer', async () => {
    const server = createServer((request, response) => {
      response.statusCode = request.url === '/ok' ? 204 : 500;
      response.end();
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(httpCheck(`${base}/ok`).isRequired).toBe(false);
      await expect(httpCheck(`${base}/ok`).run()).resolves.toBeUndefined();
      await expect(httpCheck(`${base}/broken`).run()).rejects.toThrow(/500/);
      await expect(httpCheck('http://127.0.0.1:9/', { timeoutMs: 500 }).run()).rejects.toThrow();
    } finally {
      server.close();
    }
  });
});
