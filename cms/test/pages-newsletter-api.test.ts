import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pagesSeed from '../data/pages.json';
import { seedPages } from '../src/seed/pages';
import { startTestCms, type TestCms } from './strapi-harness';

let cms: TestCms;

beforeAll(async () => {
  cms = await startTestCms({ CMS_NEWSLETTER_RATE_LIMIT: '3' });
});

afterAll(async () => {
  await cms?.stop();
});

const getPage = async (slug: string) =>
  (await (await fetch(`${cms.url}/api/pages?filters[slug][$eq]=${slug}`)).json()) as {
    data: { title: string; description: string; body: { type: string }[] }[];
  };

const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${cms.url}/api/newsletter-subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('shop pages (docs/product.md 2: about, terms, privacy)', () => {
  it('are seeded with rich text the public may read', async () => {
    for (const seed of pagesSeed) {
      const { data } = await getPage(seed.slug);
      expect(data).toHaveLength(1);
      expect(data[0]?.title).toBe(seed.title);
      expect(data[0]?.body.map((block) => block.type)).toContain('heading');
    }
  });

  it('keep what staff changed when the CMS starts again', async () => {
    // Each language is a row of its own (decision 048): the English page, once.
    const english = { slug: 'about', locale: 'en' };
    await cms.strapi.db.query('api::page.page').update({ where: english, data: { title: 'Our story' } });
    await seedPages(cms.strapi);
    expect((await getPage('about')).data[0]?.title).toBe('Our story');
    expect(await cms.strapi.db.query('api::page.page').count({ where: english })).toBe(1);
  });

  it('cannot be written by the public', async () => {
    const response = await fetch(`${cms.url}/api/pages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { slug: 'injected', title: 'Injected', body: [] } }),
    });
    // Only find and findOne are routed: the path exists for GET, so a write is 405.
    expect(response.status).toBe(405);
    expect(await cms.strapi.db.query('api::page.page').count({ where: { slug: 'injected' } })).toBe(0);
  });
});

describe('newsletter subscriptions (docs/product.md 2 coconut sugar page)', () => {
  it('stores one normalised address however often it is sent, and limits sign-ups per address', async () => {
    const first = await subscribe({ data: { email: ' Reader@Example.com ', source: 'coconut-sugar' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { email: 'reader@example.com' } });
    // Already subscribed: the same answer, so it tells no one who is subscribed (decision 055).
    const again = await subscribe({ data: { email: 'reader@example.com' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { email: 'reader@example.com' } });
    const rows = await cms.strapi.db
      .query('api::newsletter-subscription.newsletter-subscription')
      .findMany({ where: { email: 'reader@example.com' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('coconut-sugar');

    const invalid = await subscribe({ data: { email: 'reader.example.com' } });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('invalid_email');

    const limited = await subscribe({ data: { email: 'fifth@example.com' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('behind the edge, limit each visitor by the address the edge names, whatever the visitor sends', async () => {
    // The edge (one trusted hop, TRUSTED_PROXY_HOPS=1) appends the visitor to X-Forwarded-For.
    const from = (visitor: string, forged?: string) => ({
      'X-Forwarded-For': forged ? `${forged}, ${visitor}` : visitor,
    });
    for (const n of [1, 2, 3]) {
      expect((await subscribe({ data: { email: `edge${n}@example.com` } }, from('198.51.100.1'))).status).toBe(200);
    }
    expect((await subscribe({ data: { email: 'edge4@example.com' } }, from('198.51.100.1'))).status).toBe(429);
    expect(
      (await subscribe({ data: { email: 'edge5@example.com' } }, from('198.51.100.1', '203.0.113.77'))).status,
    ).toBe(429);
    expect((await subscribe({ data: { email: 'edge6@example.com' } }, from('198.51.100.2'))).status).toBe(200);
  });

  it('are never listed to the public', async () => {
    // Only the POST is routed (no list, read or delete).
    const response = await fetch(`${cms.url}/api/newsletter-subscriptions`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('reader@example.com');
  });
});
