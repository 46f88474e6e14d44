import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { frameworkErrorHandler } from './errors.ts';

describe('createServiceApp', () => {
  it("keeps the caller's safe X-Request-Id, else makes one, and echoes it", async () => {
    const app = createServiceApp({ bodyLimit: 1024, trustedProxyHops: 1 });
    app.get('/id', async (request) => ({ id: request.id }));
    const kept = await app.inject({ url: '/id', headers: { 'x-request-id': 'edge-abc-123' } });
    expect(kept.json()).toEqual({ id: 'edge-abc-123' });
    expect(kept.headers['x-request-id']).toBe('edge-abc-123');
    const replaced = await app.inject({ url: '/id', headers: { 'x-request-id': 'not safe <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.json().id).toBe(replaced.headers['x-request-id']);
  });

  it('logs one line per answered request: its id, method, URL, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = createServiceApp({ bodyLimit: 1024, trustedProxyHops: 0, logger: { stream } });
    app.get('/things', async () => ({ ok: true }));
    await app.inject({ url: '/things?page=2', headers: { 'x-request-id': 'log-line-1' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'log-line-1',
      req: { method: 'GET', url: '/things?page=2' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('logs no secret of the URL and no header: session ids, signatures, codes, order tokens', async () => {
    const raw: string[] = [];
    const app = createServiceApp({
      bodyLimit: 1024,
      trustedProxyHops: 0,
      logger: { level: 'trace', stream: { write: (line: string) => raw.push(line) } },
    });
    app.get('/v1/varifyCode/:code', async () => ({ ok: true }));
    app.get('/v1/session-status', async () => ({ ok: true }));
    await app.inject({ url: '/v1/varifyCode/PRIZE-7Q2W' });
    await app.inject({
      url: '/v1/session-status?session_id=cs_test_s3cr3t&signature=s1gn3d',
      headers: { 'x-order-token': 'order-t0ken-abc', authorization: 'Bearer b34rer', cookie: 'sid=c00kie' },
    });
    const lines = raw.map((line) => JSON.parse(line) as { req: { url: string } });
    expect(lines.map((line) => line.req.url)).toEqual([
      '/v1/varifyCode/[redacted]',
      '/v1/session-status?session_id=[redacted]&signature=[redacted]',
    ]);
    for (const secret of ['PRIZE-7Q2W', 'cs_test_s3cr3t', 's1gn3d', 'order-t0ken-abc', 'b34rer', 'c00kie']) {
      expect(raw.join('')).not.toContain(secret);
    }
  });

  it('trusts exactly trustedProxyHops proxies for the client address', async () => {
    const app = createServiceApp({ bodyLimit: 1024, trustedProxyHops: 1 });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('answers errors, too large bodies and bad URLs in the error shape', async () => {
    const app = createServiceApp({ bodyLimit: 16, trustedProxyHops: 0, frameworkErrors: frameworkErrorHandler() });
    app.post('/echo', async (request) => request.body);
    app.get('/things/:id', async () => ({}));
    const tooLarge = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'x'.repeat(64) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');
    expect((await app.inject('/things/%E0%A4%A')).json().error.code).toBe('bad_request');
    expect((await app.inject('/nothing')).json().error.code).toBe('not_found');
  });
});
