import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHECKOUT_MAX_BODY_BYTES, PRIZE_MAX_BODY_BYTES } from '@outlet-shop/edge-rules';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Edge, startEdge } from '../../scripts/stack/edge.ts';
import { buildApp as buildWebOrigin } from '../../web-origin/src/app.ts';
import { loadConfig as loadWebOriginConfig } from '../../web-origin/src/config.ts';

// Oversized request bodies through both edges (nginx with the committed template, and npm start's
// web-origin): each service route refuses a body over its service's own limit with 413
// payload_too_large in the shop's JSON envelope, answered by the edge itself. Before, the edge
// passed the body on, the service answered 413 and closed the connection while the edge was still
// sending it, and the edge answered 502.

/** A stand-in service with the real service's body limit: it answers how many bytes it read. */
async function limitedService(bodyLimit: number): Promise<FastifyInstance> {
  const service = Fastify({ bodyLimit });
  service.removeAllContentTypeParsers();
  service.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  service.post('/*', async (request) => ({ bytes: (request.body as Buffer).length }));
  await service.listen({ port: 0, host: '127.0.0.1' });
  return service;
}

const portOf = (service: FastifyInstance) => (service.server.address() as AddressInfo).port;

/** POSTs `bytes` of JSON-ish body, with Content-Length or chunked, and reads the whole answer. */
function post(
  origin: string,
  pathname: string,
  bytes: number,
  chunked = false,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(bytes) }) },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
      );
    });
    // An edge that answers before the body is sent may close the connection: the answer counts.
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

const services: FastifyInstance[] = [];
let webDist: string;
let nginx: Edge;
let webOrigin: FastifyInstance;
const origins: Record<string, string> = {};

beforeAll(async () => {
  services.push(
    await limitedService(26 * 1024 * 1024),
    await limitedService(CHECKOUT_MAX_BODY_BYTES),
    await limitedService(PRIZE_MAX_BODY_BYTES),
  );
  const [cms, checkout, prize] = services.map(portOf) as [number, number, number];
  webDist = await mkdtemp(path.join(tmpdir(), 'body-limits-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  nginx = await startEdge({ cmsPort: cms, checkoutPort: checkout, prizePort: prize, webDist });
  webOrigin = await buildWebOrigin(
    loadWebOriginConfig({
      CMS_URL: `http://127.0.0.1:${cms}`,
      CHECKOUT_URL: `http://127.0.0.1:${checkout}`,
      PRIZE_URL: `http://127.0.0.1:${prize}`,
      WEB_ROOT: webDist,
    }),
  );
  origins.nginx = nginx.url;
  origins['web-origin'] = await webOrigin.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await webOrigin?.close();
  await Promise.all(services.map((service) => service.close()));
  await rm(webDist, { recursive: true, force: true });
});

const ROUTES = [
  { path: '/checkout/v1/create-checkout-session', limit: CHECKOUT_MAX_BODY_BYTES },
  { path: '/checkout/v1/create_order', limit: CHECKOUT_MAX_BODY_BYTES },
  { path: '/checkout/v1/stripe/webhook', limit: CHECKOUT_MAX_BODY_BYTES },
  { path: '/prize/v1/reservations', limit: PRIZE_MAX_BODY_BYTES },
  { path: '/prize/v1/code-checks', limit: PRIZE_MAX_BODY_BYTES },
];

describe.each(['nginx', 'web-origin'])('through %s', (edge) => {
  it.each(ROUTES)(
    '$path passes a body at its limit and refuses a larger one with 413 JSON',
    async ({ path, limit }) => {
      const origin = origins[edge] as string;
      const atLimit = await post(origin, path, limit);
      expect(atLimit.status).toBe(200);
      expect(JSON.parse(atLimit.body)).toEqual({ bytes: limit });
      for (const [size, chunked] of [
        [limit + 1, false],
        [limit * 3, false],
        [limit * 3, true],
      ] as const) {
        const refused = await post(origin, path, size, chunked);
        expect(refused.status, `${size} bytes${chunked ? ', chunked' : ''}`).toBe(413);
        expect(refused.type).toMatch(/^application\/json/);
        expect(JSON.parse(refused.body).error.code).toBe('payload_too_large');
      }
    },
  );
});
