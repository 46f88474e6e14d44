import { describe, expect, it } from 'vitest';
import { isSandboxPayment, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs standalone on the development defaults of .env.example, against the sandbox', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      CHECKOUT_PORT: 4242,
      STRIPE_API_URL: 'http://localhost:12111',
      SHOP_BRAND: 'OUTLET-SHOP',
    });
    expect(isSandboxPayment(config)).toBe(true);
  });

  it('uses real Stripe when STRIPE_API_URL is set empty', () => {
    expect(isSandboxPayment(loadConfig({ STRIPE_API_URL: '' }))).toBe(false);
  });

  it('names every bad key, and refuses development secrets in production', () => {
    expect(() => loadConfig({ CHECKOUT_PORT: 'abc', CMS_URL: 'not a url' })).toThrow(/CHECKOUT_PORT[\s\S]*CMS_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY: development secret/);
  });
});
