import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

const lines: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(requestLog(pino({ name: 'cms' }, { write: (line: string) => lines.push(line) })));
  app.use((ctx) => {
    // As global::catalogue-response-cache notes it on a catalogue read.
    if (ctx.path === '/api/banners') ctx.state.responseCache = ctx.query.fresh ? 'miss' : 'hit';
    // As Strapi's router gives a route's path parameters, and staff's document handler notes the order it found.
    const synced = /^\/api\/order-sync\/([^/]+)$/.exec(ctx.path);
    if (synced) Object.assign(ctx, { params: { customer_reference_number: decodeURIComponent(synced[1] ?? '') } });
    if (ctx.path === '/admin/outlet-orders/doc-1/documents/invoice.pdf') ctx.state.orderReference = 'ORD-STAFF-1';
    ctx.status = ctx.get('authorization') === 'Bearer staff-jwt-9f8e7d6c5b4a' ? 200 : 401;
  });
  server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
});

/** The log lines the request wrote (matched by the id it sent). */
async function logOf(pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const reqId = `test-${lines.length}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${base}${pathname}`, { ...init, headers: { ...init.headers, 'x-request-id': reqId } });
  await response.arrayBuffer();
  const written = lines.filter((line) => line.includes(`"reqId":"${reqId}"`));
  expect(written).toHaveLength(1);
  return { raw: written[0] as string, line: JSON.parse(written[0] as string), status: response.status };
}

describe('the CMS request log', () => {
  it('writes one line per request with id, method, path, status and time', async () => {
    const { line, status } = await logOf('/api/products?page=2', {
      headers: { authorization: 'Bearer staff-jwt-9f8e7d6c5b4a' },
    });
    expect(status).toBe(200);
    expect(line).toMatchObject({ method: 'GET', url: '/api/products?page=2', status: 200, msg: 'request completed' });
    expect(line.responseTime).toBeTypeOf('number');
  });

  it('says whether a catalogue read came from the response cache or the database, and only then', async () => {
    expect((await logOf('/api/banners')).line.cache).toBe('hit');
    expect((await logOf('/api/banners?fresh=1')).line.cache).toBe('miss');
    expect((await logOf('/api/products?page=2')).line).not.toHaveProperty('cache');
  });

  it('never writes an Authorization bearer token, a cookie or a request body', async () => {
    const { raw, line } = await logOf('/admin/login', {
      method: 'POST',
      headers: {
        authorization: 'Bearer forged-token-1a2b3c',
        cookie: 'jwtToken=cookie-secret-4d5e6f',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'staff@outlet-shop.example', password: 'Hunter2-password' }),
    });
    expect(line).toMatchObject({ method: 'POST', url: '/admin/login', status: 401, msg: 'request refused' });
    for (const secret of ['forged-token-1a2b3c', 'cookie-secret-4d5e6f', 'Hunter2-password', 'staff@outlet-shop']) {
      expect(raw).not.toContain(secret);
    }
  });

  it.each([
    ['/api/auth/email-confirmation?confirmation=c0nf1rm-abc', 'c0nf1rm-abc', 'confirmation'],
    ['/admin/auth/reset-password?resetPasswordToken=r3set-xyz', 'r3set-xyz', 'resetPasswordToken'],
    ['/v1/varifyCode?code=PRIZE-7Q2W', 'PRIZE-7Q2W', 'code'],
    ['/api/products?api_key=k3y-123', 'k3y-123', 'api_key'],
    ['/content-manager/collection-types/api::order.order?_q=aisha.khan%40example.com', 'aisha.khan', '_q'],
    ['/api/orders?filters[email][$eq]=omar@example.ae', 'omar@', 'filters[email][$eq]'],
    ['/api/order-sync/NOT-1?session_id=cs_test_9z8y', 'cs_test_9z8y', 'session_id'],
  ])('redacts the secret or shopper e-mail in %s', async (pathname, secret, name) => {
    const { raw, line } = await logOf(`${pathname}&page=1`);
    expect(raw).not.toContain(secret);
    expect(line.url).toBe(`${pathname.split('?')[0]}?${name}=[redacted]&page=1`);
  });

  it("names the order a request is about as orderReference: the route's reference or the one a handler found", async () => {
    expect((await logOf('/api/order-sync/ORD-20261202-7Q2W', { method: 'PUT' })).line.orderReference).toBe(
      'ORD-20261202-7Q2W',
    );
    expect((await logOf('/admin/outlet-orders/doc-1/documents/invoice.pdf')).line.orderReference).toBe('ORD-STAFF-1');
    expect((await logOf('/api/products')).line).not.toHaveProperty('orderReference');
    expect((await logOf(`/api/order-sync/${'R'.repeat(101)}`, { method: 'PUT' })).line).not.toHaveProperty(
      'orderReference',
    );
  });

  it('replaces a forged id (spaces, markup, a line break) with its own, in the answer and the line', async () => {
    for (const forged of ['not safe <script>', 'id"injected', 'two words']) {
      const before = lines.length;
      const response = await fetch(`${base}/api/products`, { headers: { 'x-request-id': forged } });
      await response.arrayBuffer();
      const own = response.headers.get('x-request-id') as string;
      expect(own).toMatch(/^[0-9a-f-]{36}$/);
      const written = lines.slice(before).map((line) => JSON.parse(line));
      expect(written.map((line) => line.reqId)).toEqual([own]);
    }
  });

  it("keeps a caller's id of up to 128 characters, as every service does, and replaces a longer one", async () => {
    const longest = `edge-${'a'.repeat(123)}`;
    const kept = await fetch(`${base}/api/products`, { headers: { 'x-request-id': longest } });
    expect(kept.headers.get('x-request-id')).toBe(longest);
    const replaced = await fetch(`${base}/api/products`, { headers: { 'x-request-id': `${longest}b` } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await Promise.all([kept.arrayBuffer(), replaced.arrayBuffer()]);
  });
});
