import { matchRoute } from '@outlet-shop/edge-rules';
import { describe, expect, it } from 'vitest';
import { answerHeaders, upstreamUrl } from './upstream.ts';

const origins = { cms: 'http://cms:1337', checkout: 'http://checkout:4242', prize: 'http://prize:4343' };

describe('upstreamUrl: where a request goes', () => {
  it.each([
    ['/api/products?populate=*', 'http://cms:1337/api/products?populate=*'],
    ['/checkout/v1/config?x=1', 'http://checkout:4242/v1/config?x=1'],
    ['/prize/v1/varifyCode/A%20B', 'http://prize:4343/v1/varifyCode/A%20B'],
    ['/prize/v1/../v1/varifyCode/X', 'http://prize:4343/v1/varifyCode/X'],
    ['http://shop.example/api/banners', 'http://cms:1337/api/banners'],
  ])('%s → %s', (target, url) => {
    const path = target.startsWith('/') ? target : new URL(target).pathname;
    expect(upstreamUrl(matchRoute(new URL(path, 'http://x').pathname), target, origins)).toBe(url);
  });

  it('refuses a route that serves files', () => {
    expect(() => upstreamUrl(matchRoute('/assets/a.js'), '/assets/a.js', origins)).toThrow(/serves files/);
  });
});

describe('answerHeaders: what the shopper gets back', () => {
  it("drops hop-by-hop headers and the service's own security headers, except on the admin", () => {
    const headers = {
      'Content-Type': 'application/json',
      Connection: 'keep-alive',
      'Keep-Alive': 'timeout=5',
      'Content-Security-Policy': "default-src 'none'",
      'X-Powered-By': 'Strapi',
    };
    expect(answerHeaders(matchRoute('/api/orders'), headers)).toEqual({ 'content-type': 'application/json' });
    expect(answerHeaders(matchRoute('/admin'), headers)).toEqual({
      'content-type': 'application/json',
      'content-security-policy': "default-src 'none'",
    });
  });
});
