import { describe, expect, it } from 'vitest';
import { isSecretName, loggableUrl } from './loggable-url.ts';

describe('loggableUrl', () => {
  it.each([
    ['/v1/session-status?session_id=cs_test_a1b2c3', '/v1/session-status?session_id=[redacted]'],
    [
      '/v1/orders/NOT-1/invoice.pdf?expires=1790000000&signature=q9Zx-sig',
      '/v1/orders/NOT-1/invoice.pdf?expires=1790000000&signature=[redacted]',
    ],
    ['/embedded-checkout?client_secret=cs_test_1_secret_x', '/embedded-checkout?client_secret=[redacted]'],
    ['/v1/orders/NOT-1?order_token=t0k3n&page=2', '/v1/orders/NOT-1?order_token=[redacted]&page=2'],
    ['/api/auth/email-confirmation?confirmation=c0nf1rm', '/api/auth/email-confirmation?confirmation=[redacted]'],
    ['/admin/users?resetPasswordToken=r3set', '/admin/users?resetPasswordToken=[redacted]'],
    ['/api/orders?filters[email][$eq]=omar@example.ae', '/api/orders?filters[email][$eq]=[redacted]'],
    ['/v1/varifyCode/PRIZE-7Q2W', '/v1/varifyCode/[redacted]'],
    ['/v1/varifyCode/PRIZE-7Q2W?x=1', '/v1/varifyCode/[redacted]?x=1'],
  ])('redacts %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });

  it('keeps what names the call: paths, references, ids and ordinary parameters', () => {
    for (const url of [
      '/v1/orders/NOT-1763812345678?x=1',
      '/api/products?filters[id][$in][0]=1&pagination[pageSize]=100',
      '/content-manager/collection-types/api::prize-code.prize-code/abc123',
      '/health',
    ]) {
      expect(loggableUrl(url)).toBe(url);
    }
  });

  it('names the headers and parameters that carry credentials', () => {
    for (const name of ['x-order-token', 'authorization-token', 'signature', 'session_id', 'api_key', 'code']) {
      expect(isSecretName(name)).toBe(true);
    }
    expect(isSecretName('page')).toBe(false);
  });
});
