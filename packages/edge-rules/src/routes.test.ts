import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, profileHeaders } from './headers.ts';
import { matchRoute, normalizePath } from './routes.ts';

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
    ['/upload/files', 'cms-admin'],
    ['/strapi-cache/config', 'cms-admin'],
    ['/uploads/cake.png', 'uploads'],
    ['/checkout/v1/config', 'checkout'],
    ['/prize/v1/varifyCode/X', 'prize'],
    ['/assets/index-abc.js', 'assets'],
    ['/', 'spa'],
    ['/api', 'spa'],
    ['/administrator', 'spa'],
    ['/checkout/v2/config', 'spa'],
    ['/product/1', 'spa'],
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

describe('the security headers', () => {
  it('frames only Stripe, plus the sandbox in development', () => {
    expect(contentSecurityPolicy()).toContain(
      'frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com; ',
    );
    expect(contentSecurityPolicy('http://localhost:12111')).toContain(
      'https://checkout.stripe.com http://localhost:12111; form-action',
    );
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
  });

  it("leaves the staff admin's headers to Strapi", () => {
    expect(profileHeaders('admin')).toEqual({});
    expect(Object.keys(profileHeaders('shop'))).toContain('Permissions-Policy');
  });
});
