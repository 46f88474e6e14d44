import { describe, expect, it } from 'vitest';
import { isSandboxPayment, loadConfig } from './config.ts';

/** Every secret replaced, as an operator sets them for a real shop. */
const REAL_SECRETS = {
  CMS_SERVICE_TOKEN: 'cms-token-from-the-vault',
  CHECKOUT_SERVICE_TOKEN: 'checkout-token-from-the-vault',
  DOCUMENT_LINK_SECRET: 'document-link-secret-from-the-vault',
  PRIZE_SERVICE_TOKEN: 'prize-token-from-the-vault',
  STRIPE_WEBHOOK_SECRET: 'whsec_from_the_dashboard',
};
const LIVE_KEYS = { STRIPE_SECRET_KEY: 'sk_live_51abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc' };
const TEST_KEYS = { STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc' };

describe('loadConfig', () => {
  it('runs standalone on the development defaults of .env.example, against the sandbox, on loopback', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      CHECKOUT_PORT: 4242,
      STRIPE_API_URL: 'http://localhost:12111',
      SHOP_BRAND: 'OUTLET-SHOP',
    });
    expect(isSandboxPayment(config)).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('uses real Stripe when STRIPE_API_URL is set empty, or to Stripe itself', () => {
    expect(isSandboxPayment(loadConfig({ STRIPE_API_URL: '' }))).toBe(false);
    expect(isSandboxPayment(loadConfig({ STRIPE_API_URL: 'https://api.stripe.com/' }))).toBe(false);
  });

  it('names every bad key, and refuses development secrets in production', () => {
    expect(() => loadConfig({ CHECKOUT_PORT: 'abc', CMS_URL: 'not a url' })).toThrow(/CHECKOUT_PORT[\s\S]*CMS_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY: development secret/);
  });
});

describe('Stripe in production: real money never goes to a stand-in', () => {
  it('pays with Stripe itself when STRIPE_API_URL is unset, so the browser is never sent to a sandbox', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...REAL_SECRETS, ...LIVE_KEYS });
    expect(config.STRIPE_API_URL).toBe('');
    expect(isSandboxPayment(config)).toBe(false);
  });

  it('refuses to start pointed at a stand-in', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...REAL_SECRETS,
        ...LIVE_KEYS,
        STRIPE_API_URL: 'http://stripe-sandbox:12111',
      }),
    ).toThrow(/STRIPE_API_URL: a live key goes to Stripe only/);
  });

  it('treats a live key as production whatever NODE_ENV says: no sandbox, no development secrets', () => {
    expect(() => loadConfig({ ...LIVE_KEYS, STRIPE_API_URL: 'http://localhost:12111' })).toThrow(
      /STRIPE_API_URL: a live key goes to Stripe only/,
    );
    expect(() => loadConfig(LIVE_KEYS)).toThrow(/DOCUMENT_LINK_SECRET: development secret used in production/);
    expect(isSandboxPayment(loadConfig({ ...REAL_SECRETS, ...LIVE_KEYS }))).toBe(false);
  });

  it('refuses keys of two modes, and keys that are not Stripe keys', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...REAL_SECRETS, ...LIVE_KEYS, STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: a test key beside a live secret key/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: a live key beside a test secret key/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'secret' })).toThrow(/STRIPE_SECRET_KEY: not a Stripe secret key/);
  });

  it('refuses test keys in production unless STRIPE_TEST_MODE_IN_PRODUCTION says it is a staging shop', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...REAL_SECRETS, ...TEST_KEYS })).toThrow(
      /STRIPE_SECRET_KEY: a test key takes no money in production/,
    );
    const staging = loadConfig({
      NODE_ENV: 'production',
      ...REAL_SECRETS,
      ...TEST_KEYS,
      STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
    });
    expect(isSandboxPayment(staging)).toBe(false);
  });
});
