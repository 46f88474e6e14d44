import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogueCache, { CATALOGUE_CACHE_CONTROL, catalogueCacheControl } from './catalogue-cache';

/*
 * How long the edge or a CDN may keep a public catalogue answer: 1 s as a rule, not at all when
 * something in it (a sale window opening) changes by itself within that second.
 */

const NOT_KEPT = 'public, max-age=0, s-maxage=0, stale-if-error=600';

describe('Cache-Control of a public catalogue answer', () => {
  it('lets shared caches keep an answer 1 s when nothing in it changes by itself', () => {
    expect(CATALOGUE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=1, stale-if-error=600');
    expect(catalogueCacheControl(undefined)).toBe(CATALOGUE_CACHE_CONTROL);
  });

  it('keeps the 1 s when the next change is a second or more away', () => {
    expect(catalogueCacheControl(1000)).toBe(CATALOGUE_CACHE_CONTROL);
    expect(catalogueCacheControl(90 * 60_000)).toBe(CATALOGUE_CACHE_CONTROL);
    expect(catalogueCacheControl(Number.POSITIVE_INFINITY)).toBe(CATALOGUE_CACHE_CONTROL);
  });

  it('lets no shared cache keep it when a sale window opens or closes within the second', () => {
    expect(catalogueCacheControl(999)).toBe(NOT_KEPT);
    expect(catalogueCacheControl(1)).toBe(NOT_KEPT);
    expect(catalogueCacheControl(0)).toBe(NOT_KEPT);
    expect(catalogueCacheControl(-5), 'a change already due').toBe(NOT_KEPT);
  });

  it('ignores a value that is no number of ms', () => {
    expect(catalogueCacheControl(Number.NaN)).toBe(CATALOGUE_CACHE_CONTROL);
    expect(catalogueCacheControl('500')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(catalogueCacheControl(null)).toBe(CATALOGUE_CACHE_CONTROL);
  });
});

describe('global::catalogue-cache on a product read', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = new Koa();
    app.use(catalogueCache(undefined, { strapi: undefined as never }));
    // A product controller: `?opensInMs=` stands for a sale window opening that far ahead.
    app.use((ctx) => {
      if (ctx.query.opensInMs) ctx.state.catalogueFreshForMs = Number(ctx.query.opensInMs);
      ctx.body = { data: [{ id: 1, price: 10 }] };
    });
    server = createServer(app.callback()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server?.close();
  });

  it('answers s-maxage=0 when a sale window opens within the second, also on a 304', async () => {
    const url = `${base}/api/products?opensInMs=400`;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toBe(NOT_KEPT);
    // As a browser revalidates (fetch would add `Cache-Control: no-cache` to a conditional request).
    const revalidated = await fetch(url, {
      headers: { 'if-none-match': String(first.headers.get('etag')), 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe(NOT_KEPT);
  });

  it('answers the usual 1 s when the window opens later, or there is none', async () => {
    expect((await fetch(`${base}/api/products?opensInMs=60000`)).headers.get('cache-control')).toBe(
      CATALOGUE_CACHE_CONTROL,
    );
    expect((await fetch(`${base}/api/products/1`)).headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
  });
});
