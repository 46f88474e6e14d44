import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import adminMediaUrls, { mediaUrlsAsKept, mediaUrlsOnOrigin } from './admin-media-urls';

const SHOP = 'https://shop.outlet-shop.example';
const strapi = { config: { get: (_key: string, fallback: unknown) => fallback } } as never;

/** A file as the media library's `GET /upload/files` answers it. */
const file = () => ({
  id: 7,
  name: 'cake.png',
  mime: 'image/png',
  url: '/uploads/cake_4f2a.png',
  previewUrl: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  formats: { thumbnail: { mime: 'image/png', url: '/uploads/thumbnail_cake_4f2a.png' } },
});

/** Runs the middleware on one request: `answer` is what the route sets as the body. */
async function run(
  origin: string,
  path: string,
  answer: unknown,
  requestBody?: unknown,
): Promise<{ body: unknown; seen: unknown; status: number }> {
  const middleware = adminMediaUrls({ origin }, { strapi });
  const ctx = {
    path,
    request: { body: requestBody },
    body: undefined as unknown,
    status: 404,
  } as unknown as Context & {
    request: { body: unknown };
  };
  let seen: unknown;
  await middleware(ctx, async () => {
    seen = ctx.request.body;
    ctx.body = answer;
    ctx.status = 201;
  });
  return { body: ctx.body, seen, status: ctx.status };
}

describe("the admin's answers name media on the shop's origin when the admin has a host of its own", () => {
  it("rewrites a file's url and each of its formats', at any depth, without changing the route's object", async () => {
    const kept = { data: [{ id: 1, title: 'Cake', img: file() }], meta: { page: 1 } };
    const { body, status } = await run(SHOP, '/content-manager/collection-types/api::product.product', kept);
    const shown = (body as typeof kept).data[0]?.img;
    expect(shown?.url).toBe(`${SHOP}/uploads/cake_4f2a.png`);
    expect(shown?.formats.thumbnail.url).toBe(`${SHOP}/uploads/thumbnail_cake_4f2a.png`);
    expect(shown?.createdAt).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(shown?.previewUrl).toBeNull();
    expect(status).toBe(201);
    expect(kept.data[0]?.img.url).toBe('/uploads/cake_4f2a.png');
  });

  it("answers the media library's list, and leaves URLs elsewhere as they are", async () => {
    const { body } = await run(SHOP, '/upload/files', {
      results: [file(), { ...file(), url: 'https://bucket.example/cake.png' }],
      links: [{ url: '/about' }],
    });
    const answer = body as { results: { url: string }[]; links: { url: string }[] };
    expect(answer.results.map((one) => one.url)).toEqual([
      `${SHOP}/uploads/cake_4f2a.png`,
      'https://bucket.example/cake.png',
    ]);
    expect(answer.links[0]?.url).toBe('/about');
  });

  it('stores what the admin sends back as Strapi keeps it (/uploads/…), so the database never changes', async () => {
    const sent = { body: [{ type: 'image', image: { ...file(), url: `${SHOP}/uploads/cake_4f2a.png` } }] };
    const { seen } = await run(SHOP, '/content-manager/collection-types/api::page.page/abc', {}, sent);
    expect((seen as typeof sent).body[0]?.image.url).toBe('/uploads/cake_4f2a.png');
  });

  it.each(['/api/products', '/api', '/uploads/cake_4f2a.png'])(
    'leaves %s alone: the content API keeps /uploads/… for the storefront and the checkout',
    async (path) => {
      const answer = { data: [{ img: file() }] };
      expect((await run(SHOP, path, answer)).body).toBe(answer);
    },
  );

  it('leaves answers that are no JSON object alone', async () => {
    const buffer = Buffer.from('/uploads/x');
    expect((await run(SHOP, '/upload/files/7', buffer)).body).toBe(buffer);
  });
});

describe('without an admin host (development, one origin)', () => {
  it('changes nothing', async () => {
    const answer = { results: [file()] };
    const sent = { url: `${SHOP}/uploads/cake_4f2a.png` };
    const { body, seen } = await run('', '/upload/files', answer, sent);
    expect(body).toBe(answer);
    expect(seen).toBe(sent);
  });
});

describe('the two directions', () => {
  it('are each the other’s reverse', () => {
    const answer = { img: file() };
    expect(mediaUrlsAsKept(mediaUrlsOnOrigin(answer, SHOP), SHOP)).toEqual(answer);
  });
});
