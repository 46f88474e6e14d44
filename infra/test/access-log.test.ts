import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';

// What the nginx edge's access log keeps of a shopper's URLs, as Debian's nginx serves the
// committed template (docs/operations.md, "Logs"): never a bearer-equivalent value.

function fakeService(): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const services: http.Server[] = [];
let webDist: string;
let edge: Edge;

beforeAll(async () => {
  services.push(await fakeService(), await fakeService(), await fakeService());
  webDist = await mkdtemp(path.join(tmpdir(), 'access-log-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const [cmsPort, checkoutPort, prizePort] = services.map((server) => (server.address() as AddressInfo).port) as [
    number,
    number,
    number,
  ];
  edge = await startEdge({ cmsPort, checkoutPort, prizePort, webDist });
}, 30_000);

afterAll(async () => {
  await edge?.stop();
  await Promise.all(services.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(webDist, { recursive: true, force: true });
});

/** The access log once nginx has written the line of the last request (it writes after answering). */
async function accessLogWith(fragment: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const log = await readFile(edge.accessLogPath, 'utf8').catch(() => '');
    if (log.includes(fragment)) return log;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no access log line with ${fragment}`);
}

describe('the edge access log', () => {
  it('keeps the paths a shopper asked for, without session ids, link signatures or prize codes', async () => {
    const referer = `${edge.url}/check_out?session_id=cs_test_referer_secret`;
    await fetch(`${edge.url}/check_out?session_id=cs_test_return_secret`);
    await fetch(`${edge.url}/checkout/v1/orders/NOT-1/invoice.pdf?expires=1893456000&signature=sig_secret_value`, {
      headers: { referer },
    });
    await fetch(`${edge.url}/prize/v1/varifyCode/HALFOFF2`);
    const log = await accessLogWith('/prize/v1/varifyCode/');

    expect(log).toContain('"GET /check_out HTTP/1.1"');
    expect(log).toContain('"GET /checkout/v1/orders/NOT-1/invoice.pdf HTTP/1.1"');
    expect(log).toContain(`"${edge.url}/check_out"`);
    expect(log).toContain('/prize/v1/varifyCode/[code]');
    for (const secret of ['cs_test_return_secret', 'cs_test_referer_secret', 'sig_secret_value', 'HALFOFF2']) {
      expect(log).not.toContain(secret);
    }
  });
});
