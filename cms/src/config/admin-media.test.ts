import { describe, expect, it } from 'vitest';
import { adminMediaOrigin, adminSecurityMiddleware } from './admin-media';

const settings =
  (values: Record<string, string>) =>
  (key: string): string | undefined =>
    values[key];

describe('where the admin shows media from (docs/decisions/060)', () => {
  it("names the shop's origin only when the admin has a host of its own", () => {
    const production = settings({
      ADMIN_PUBLIC_URL: 'https://admin.outlet-shop.example',
      PUBLIC_WEB_URL: 'https://shop.outlet-shop.example/',
    });
    expect(adminMediaOrigin(production)).toBe('https://shop.outlet-shop.example');
    expect(adminMediaOrigin(settings({ PUBLIC_WEB_URL: 'https://shop.outlet-shop.example' }))).toBe('');
    expect(adminMediaOrigin(settings({ ADMIN_PUBLIC_URL: ' ', PUBLIC_WEB_URL: 'https://shop.example' }))).toBe('');
  });

  it("lets the admin's CSP show images from the shop's origin, Strapi's defaults kept", () => {
    const security = adminSecurityMiddleware(
      settings({
        ADMIN_PUBLIC_URL: 'https://admin.outlet-shop.example',
        PUBLIC_WEB_URL: 'https://shop.outlet-shop.example',
      }),
    );
    expect(security).toEqual({
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:', 'https://shop.outlet-shop.example'],
            'img-src': [
              "'self'",
              'data:',
              'blob:',
              'https://market-assets.strapi.io',
              'https://shop.outlet-shop.example',
            ],
            'media-src': ["'self'", 'data:', 'blob:', 'https://shop.outlet-shop.example'],
          },
        },
      },
    });
  });

  it("adds the bucket's public origin when media are served from S3_PUBLIC_URL", () => {
    const security = adminSecurityMiddleware(settings({ S3_PUBLIC_URL: 'https://media.outlet-shop.example/shop' }));
    expect(typeof security === 'object' && security.config.contentSecurityPolicy.directives['img-src']).toContain(
      'https://media.outlet-shop.example',
    );
  });

  it("is Strapi's plain middleware in development", () => {
    expect(adminSecurityMiddleware(settings({ PUBLIC_WEB_URL: 'http://localhost:5173' }))).toBe('strapi::security');
  });
});
