import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rateLimit from './rate-limit';

const RATE_LIMITS = {
  newsletter: { points: 2, windowSeconds: 60 },
  'enquiry-register': { points: 1, windowSeconds: 60 },
};
const strapi = {
  config: {
    get: (key: string) => (key === 'shop.rateLimits' ? RATE_LIMITS : ''),
    set: () => undefined,
    has: () => true,
  },
  log: { warn: () => undefined, info: () => undefined },
};

let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa({ proxy: true });
  const newsletter = rateLimit({ bucket: 'newsletter', message: 'Too many sign-ups.' }, { strapi });
  const register = rateLimit({ bucket: 'enquiry-register' }, { strapi });
  app.use((ctx, next) => (ctx.path === '/newsletter' ? newsletter(ctx, next) : register(ctx, next)));
  app.use((ctx) => {
    ctx.status = 204;
  });
  server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

const call = (pathname: string, client: string) =>
  fetch(`${base}${pathname}`, { method: 'POST', headers: { 'X-Forwarded-For': client } });

describe('global::rate-limit', () => {
  it('lets a client make its allowance of calls, then answers 429 rate_limited with Retry-After', async () => {
    expect((await call('/newsletter', '203.0.113.1')).status).toBe(204);
    expect((await call('/newsletter', '203.0.113.1')).status).toBe(204);
    const limited = await call('/newsletter', '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many sign-ups.' } });
  });

  it('counts each client and each bucket apart', async () => {
    expect((await call('/newsletter', '203.0.113.2')).status).toBe(204);
    expect((await call('/register', '203.0.113.1')).status).toBe(204);
    const limited = await call('/register', '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests from your connection. Please try again later.' },
    });
  });
});
