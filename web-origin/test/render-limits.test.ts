import { afterEach, describe, expect, it } from 'vitest';
import { RENDER_LIMIT_PER_ADDRESS } from '../src/render.ts';
import { withoutTrackingParameters } from '../src/tracking-parameters.ts';
import { startOriginWithFakes } from './fake-services.ts';

// 150 concurrent renders of `/product/N?utm_id=<unique>` from one address put other shoppers on
// the busy page: every URL was a page of its own, and the renders waiting filled the queue that
// all shoppers share. Tracking parameters are not part of a page, and one address may have only
// RENDER_LIMIT_PER_ADDRESS pages rendering at once (web-origin/src/render.ts).

let origin: Awaited<ReturnType<typeof startOriginWithFakes>> | undefined;
afterEach(async () => {
  await origin?.close();
  origin = undefined;
});

const FLOODER = '203.0.113.7';
const SHOPPER = '198.51.100.9';
const EDGE = '10.0.0.2';
const productReads = () => origin?.seen.cms.filter((seen) => seen.url.startsWith('/api/products')).length ?? 0;

describe('the page cache and tracking parameters', () => {
  it('renders 150 concurrent links with a new utm_id each as one page, and every shopper gets it', async () => {
    origin = await startOriginWithFakes(() => 0);
    const app = origin.app;
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        app.inject({ url: `/product/2?utm_id=${i}&utm_source=ad&gclid=g${i}`, remoteAddress: FLOODER }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200).length, 'shoppers on the busy page').toBe(0);
    expect(answers[149]?.body).toContain('<h1>Crunchy Peanut Butter</h1>');
    expect(productReads(), 'one render for all of them').toBe(1);
    // The next shopper from the same campaign gets the kept page.
    expect((await app.inject({ url: '/product/2?fbclid=z&UTM_ID=a', remoteAddress: SHOPPER })).statusCode).toBe(200);
    expect(productReads()).toBe(1);
  });

  it('keeps the parameters a page may read, in their order', () => {
    expect(withoutTrackingParameters('/product/2?utm_id=7&page=2')).toBe('/product/2?page=2');
    expect(withoutTrackingParameters('/products/3?sort=price&gclid=x&page=2&srsltid=AfmB')).toBe(
      '/products/3?sort=price&page=2',
    );
    expect(withoutTrackingParameters('/product/2?gclid=x&utm_medium=mail')).toBe('/product/2');
    expect(withoutTrackingParameters('/product/2?utm%5Fid=x&mc_eid=1&_ga=2&msclkid=3&ttclid=4')).toBe('/product/2');
    expect(withoutTrackingParameters('/product/2')).toBe('/product/2');
    expect(withoutTrackingParameters('/search?q=utm_id')).toBe('/search?q=utm_id');
  });
});

describe('renders per client address', () => {
  /** A flood of distinct slow pages (products 50 and above take 600 ms) from one address, as the headers say. */
  const flood = (headers: Record<string, string> = {}, remoteAddress = FLOODER) =>
    Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        origin?.app.inject({ url: `/product/50?x=${i}`, remoteAddress, headers: { ...headers } }),
      ),
    );

  it("one address's flood of different pages puts only that address on the busy page", async () => {
    origin = await startOriginWithFakes(() => 0);
    const app = origin.app;
    const flooding = flood();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shopper = await app.inject({ url: '/product/2', remoteAddress: SHOPPER });
    expect(shopper.statusCode, "another address's shopper gets the page").toBe(200);
    expect(shopper.body).toContain('<h1>Crunchy Peanut Butter</h1>');
    const flooded = (await flooding).map((answer) => answer?.statusCode);
    expect(flooded.filter((status) => status === 503).length).toBe(150);
    const refusedAtOnce = await app.inject({ url: '/product/51', remoteAddress: FLOODER });
    expect(refusedAtOnce.statusCode, 'the flooding address is still rendering its own').toBe(503);
    expect(refusedAtOnce.headers['retry-after']).toBe('30');
    // Once its renders end, the address is served again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await app.inject({ url: '/product/2', remoteAddress: FLOODER })).statusCode).toBe(200);
  });

  it('at the edge (npm start) a forged X-Forwarded-For does not get around the limit', async () => {
    origin = await startOriginWithFakes(() => 0);
    const app = origin.app;
    const forged = Array.from({ length: 150 }, (_, i) =>
      app.inject({
        url: `/product/60?x=${i}`,
        remoteAddress: FLOODER,
        headers: { 'x-forwarded-for': `192.0.2.${i % 250}` },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await app.inject({ url: '/product/2', remoteAddress: SHOPPER })).statusCode).toBe(200);
    const statuses = (await Promise.all(forged)).map((answer) => answer.statusCode);
    // RENDER_LIMIT_PER_ADDRESS started, each timed out (the render takes 600 ms, the origin waits 200).
    expect(statuses.filter((status) => status === 503).length).toBe(150);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(productReads(), 'only the limit of renders reached the CMS, besides the shopper').toBeLessThanOrEqual(
      RENDER_LIMIT_PER_ADDRESS + 1,
    );
  });

  it("behind the containers' nginx (one trusted hop) each shopper is the address nginx names", async () => {
    origin = await startOriginWithFakes(() => 0, { WEB_TRUSTED_PROXY_HOPS: '1' });
    const app = origin.app;
    // nginx replaces X-Forwarded-For with the address it saw; every request comes from nginx's address.
    const flooding = flood({ 'x-forwarded-for': FLOODER }, EDGE);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shopper = await app.inject({
      url: '/product/2',
      remoteAddress: EDGE,
      headers: { 'x-forwarded-for': SHOPPER },
    });
    expect(shopper.statusCode).toBe(200);
    expect((await flooding).filter((answer) => answer?.statusCode === 503).length).toBe(150);
  });
});
