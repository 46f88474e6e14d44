import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hiddenHeaders, profileHeaders } from './headers.ts';
import {
  CMS_JSON_MAX_BODY_BYTES,
  CMS_PUBLIC_REQUEST_HEADERS,
  EDGE_ROUTES,
  isAmbiguousPath,
  MAX_REQUEST_BODY_BYTES,
  matchRoute,
  maxBodyBytesOf,
  normalizePath,
} from './routes.ts';

describe('matchRoute: the route of a path, as nginx picks its location', () => {
  it.each([
    ['/api/products', 'catalogue'],
    ['/api/products/search', 'catalogue'],
    ['/api/sub-categories', 'catalogue'],
    ['/api/productsx', 'cms-api'],
    ['/api/auth/register', 'cms-api'],
    ['/admin', 'cms-admin'],
    ['/admin/login', 'cms-admin'],
    ['/content-manager/collection-types', 'cms-admin'],
    ['/upload/files', 'cms-media-library'],
    ['/strapi-cache/config', 'cms-admin'],
    ['/uploads/cake.png', 'uploads'],
    ['/checkout/v1/config', 'checkout'],
    ['/checkout/v1/order-status', 'checkout'],
    ['/prize/v1/varifyCode/X', 'prize'],
    ['/assets/index-abc.js', 'assets'],
    ['/', 'spa'],
    ['/api', 'spa'],
    ['/administrator', 'spa'],
    ['/checkout/v2/config', 'spa'],
    ['/product/1', 'spa'],
    ['/order-status', 'spa'],
    ['/ar/order-status', 'spa'],
    ['/.well-known/apple-developer-merchantid-domain-association', 'apple-pay'],
    ['/.well-known/apple-developer-merchantid-domain-association/x', 'spa'],
    ['/.well-known/security.txt', 'spa'],
  ])('%s → %s', (path, name) => {
    expect(matchRoute(path).name).toBe(name);
  });
});

describe('normalizePath: the path locations are matched against', () => {
  it.each([
    ['/api/products?populate=*', '/api/products'],
    ['/%61dmin', '/admin'],
    ['/uploads/../admin', '/admin'],
    ['/a/./b/', '/a/b/'],
    ['/../..', '/'],
    ['/100%', '/100%'],
    ['http://shop.example/admin?x', '/admin'],
    ['http://shop.example', '/'],
    ['*', '/*'],
  ])('%s → %s', (target, path) => {
    expect(normalizePath(target)).toBe(path);
  });
});

describe('isAmbiguousPath: the paths the edge refuses before routing', () => {
  // The edge routes on the normalized path and forwards the path as sent: where the two differ
  // but for the decoding of ordinary characters, a service could read another route than the edge.
  it.each([
    '/admin/..%2fapi/products',
    '/admin/..%2Fapi/products',
    '/uploads/%2e%2e/admin',
    '/uploads/..%5cadmin',
    '/uploads/..\\admin',
    '/uploads/../admin',
    '/a/./b',
    '/a/..',
    '/a/.?x=1',
    '//admin',
    '/api//orders',
    'http://shop.example//admin',
    'http://shop.example/a/../admin',
  ])('refuses %s', (target) => {
    expect(isAmbiguousPath(target)).toBe(true);
  });

  it.each([
    '/',
    '/api/products?populate=*&filters[a]=b/../c%2f',
    '/uploads/a..b.png',
    '/.well-known/apple-developer-merchantid-domain-association',
    '/ar/%D8%A7%D9%84',
    '/%61dmin',
    'http://shop.example/admin?x=//y',
    'http://shop.example',
    '*',
  ])('routes %s', (target) => {
    expect(isAmbiguousPath(target)).toBe(false);
  });
});

describe('the security headers', () => {
  it('frames only Stripe and the outlet map, plus the sandbox in development', () => {
    expect(contentSecurityPolicy()).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com https://www.openstreetmap.org; ',
    );
    expect(contentSecurityPolicy('http://localhost:12111')).toContain(
      'https://checkout.stripe.com https://www.openstreetmap.org http://localhost:12111; form-action',
    );
  });

  it("lets only the shop's own origin and the admin's frame its pages (the admin's content preview)", () => {
    expect(contentSecurityPolicy()).toMatch(/frame-ancestors 'self'$/);
    expect(contentSecurityPolicy('', 'https://admin.example.ae')).toMatch(
      /frame-ancestors 'self' https:\/\/admin\.example\.ae$/,
    );
    expect(profileHeaders('shop')['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('serves public media under a CSP that runs nothing, with nosniff', () => {
    const media = profileHeaders(matchRoute('/uploads/page.html').headers);
    expect(media['Content-Security-Policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(media['X-Content-Type-Options']).toBe('nosniff');
    expect(hiddenHeaders(matchRoute('/uploads/page.html').headers)).toContain('Content-Security-Policy');
    expect(hiddenHeaders(matchRoute('/uploads/page.html').headers)).not.toContain('Content-Disposition');
  });

  it("leaves the staff admin's headers to Strapi", () => {
    expect(profileHeaders('admin')).toEqual({});
    expect(Object.keys(profileHeaders('shop'))).toContain('Permissions-Policy');
  });
});

describe('the request headers each route passes on (docs/decisions/057)', () => {
  const passed = (path: string) => matchRoute(path).requestHeaders?.map((name) => name.toLowerCase());

  it("passes none of Strapi's answer-changing headers, no cookie and no Cache-Control to the CMS's public routes", () => {
    for (const path of ['/api/products', '/api/orders', '/uploads/cake.png']) {
      expect(passed(path), path).toBeDefined();
      for (const name of ['strapi-response-format', 'strapi-encode-source-maps', 'cookie', 'cache-control'])
        expect(passed(path), `${path}: ${name}`).not.toContain(name);
    }
    // The catalogue cache answers a client's conditional and range requests from its copy.
    expect(passed('/api/products')).not.toContain('if-none-match');
    expect(passed('/api/orders')).toContain('if-none-match');
  });

  it('passes every header to the staff admin and to the checkout and prize services', () => {
    for (const path of ['/admin', '/content-manager/x', '/upload', '/checkout/v1/config', '/prize/v1/varifyCode/X'])
      expect(matchRoute(path).requestHeaders, path).toBeUndefined();
    const cmsRoutes = EDGE_ROUTES.filter((route) => 'upstream' in route.target && route.target.upstream === 'cms');
    expect(cmsRoutes.filter((route) => !route.requestHeaders).map((route) => route.name)).toEqual([
      'cms-admin',
      'cms-media-library',
    ]);
  });

  it("passes the admin's JSON up to the CMS's own limit and staff uploads up to the origin's", () => {
    expect(maxBodyBytesOf(matchRoute('/content-manager/collection-types/api::product.product/1'))).toBe(
      CMS_JSON_MAX_BODY_BYTES,
    );
    expect(maxBodyBytesOf(matchRoute('/admin/login'))).toBe(CMS_JSON_MAX_BODY_BYTES);
    expect(maxBodyBytesOf(matchRoute('/upload'))).toBe(MAX_REQUEST_BODY_BYTES);
    expect(CMS_PUBLIC_REQUEST_HEADERS).toContain('Authorization');
  });
});
