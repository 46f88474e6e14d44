import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startOriginWithFakes } from './fake-services.ts';

// `npm start`'s edge (web-origin) kept a body arriving one byte every 10 s open for minutes. As
// nginx, it now gives up on a body with no byte for CLIENT_BODY_TIMEOUT_SECONDS, and on a request
// not whole within CLIENT_REQUEST_TIMEOUT_SECONDS (Node's requestTimeout): 408, connection closed.
// The deadlines are shortened here; the defaults are checked on the app `npm start` builds.

let origin: Awaited<ReturnType<typeof startOriginWithFakes>> | undefined;
afterEach(async () => {
  await origin?.close();
  origin = undefined;
});

/** What came back on a raw connection, and after how long it ended, ms. */
interface Outcome {
  answer: string;
  closedAfterMs: number;
}

/**
 * Sends a POST announcing a 100-byte body to `path`, then one byte every `everyMs` (never the
 * whole body), until the server answers or closes, or `giveUpMs` passes.
 */
function trickle(port: number, path: string, everyMs: number, giveUpMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let ticker: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closedAfterMs: Date.now() - started });
    };
    const giveUp = setTimeout(done, giveUpMs);
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
      if (everyMs > 0) ticker = setInterval(() => socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('close', done);
    socket.on('error', done);
  });
}

async function listen(clientTimeouts: { bodyMs?: number; requestMs?: number; checkIntervalMs?: number }) {
  origin = await startOriginWithFakes(() => 0, {}, { clientTimeouts });
  await origin.app.listen({ port: 0, host: '127.0.0.1' });
  return (origin.app.server.address() as AddressInfo).port;
}

describe('a request body that arrives too slowly', () => {
  it('is answered 408 when no byte of it arrives for the body timeout', async () => {
    const port = await listen({ bodyMs: 300, requestMs: 60_000 });
    const outcome = await trickle(port, '/checkout/v1/orders', 0, 3_000);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.answer).toContain('"code":"request_timeout"');
    expect(outcome.closedAfterMs).toBeLessThan(1_500);
  });

  it('is answered 408 or closed at the request deadline, though a byte arrives every 100 ms', async () => {
    const port = await listen({ bodyMs: 60_000, requestMs: 800, checkIntervalMs: 100 });
    const outcome = await trickle(port, '/api/auth/register', 100, 4_000);
    expect(outcome.answer === '' || /^HTTP\/1\.1 408 /.test(outcome.answer), outcome.answer).toBe(true);
    expect(outcome.closedAfterMs, 'within the deadline and one check').toBeLessThan(1_500);
  });

  it("npm start's origin keeps nginx's 60 s between reads and a 120 s deadline, checked every 5 s", async () => {
    const app = await buildApp(loadConfig({ WEB_RENDER_ENTRY: '' }));
    try {
      await app.ready();
      expect(app.server.requestTimeout).toBe(120_000);
      expect(app.server.headersTimeout).toBe(60_000);
      expect((app.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(
        5_000,
      );
    } finally {
      await app.close();
    }
  });
});
