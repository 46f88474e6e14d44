import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';
import { adminHostOf, isServedOn, requestSite } from './sites.ts';

describe('where the admin lives (docs/decisions/060)', () => {
  it("reads the admin's host name from ADMIN_PUBLIC_URL, none when unset", () => {
    expect(adminHostOf('https://Admin.Outlet-Shop.example')).toBe('admin.outlet-shop.example');
    expect(adminHostOf('https://admin.outlet-shop.example:8443/')).toBe('admin.outlet-shop.example');
    expect(adminHostOf('')).toBe('');
  });

  it("tells the admin's host from the shop's; one origin for both without an admin host", () => {
    expect(requestSite('admin.outlet-shop.example', 'admin.outlet-shop.example')).toBe('admin');
    expect(requestSite('ADMIN.outlet-shop.example', 'admin.outlet-shop.example')).toBe('admin');
    expect(requestSite('shop.outlet-shop.example', 'admin.outlet-shop.example')).toBe('shop');
    expect(requestSite('localhost', '')).toBe('shop-and-admin');
  });

  it.each([
    ['/admin', 'admin', true],
    ['/admin', 'shop', false],
    ['/content-manager/collection-types', 'shop', false],
    ['/strapi-cache/config', 'admin', true],
    ['/uploads/cake.png', 'admin', false],
    ['/uploads/cake.png', 'shop', true],
    ['/uploads/cake.png', 'shop-and-admin', true],
    ['/', 'admin', false],
    ['/api/products', 'admin', false],
    ['/api/auth/register', 'admin', false],
    ['/checkout/v1/config', 'admin', false],
    ['/assets/index-abc.js', 'admin', false],
    ['/', 'shop', true],
    ['/admin', 'shop-and-admin', true],
    ['/', 'shop-and-admin', true],
  ] as const)('%s on the %s site: served %s', (pathname, site, served) => {
    expect(isServedOn(matchRoute(pathname), site)).toBe(served);
  });
});
