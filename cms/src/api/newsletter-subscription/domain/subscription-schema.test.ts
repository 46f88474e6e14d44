import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from './subscription-schema';

describe('newsletter subscription body', () => {
  it('normalises the e-mail so one address is one subscription', () => {
    const parsed = subscriptionSchema.parse({ data: { email: '  Aisha@Example.COM ', source: 'coconut-sugar' } });
    expect(parsed.data).toEqual({ email: 'aisha@example.com', source: 'coconut-sugar' });
  });

  it('refuses what is not an e-mail address', () => {
    for (const email of ['', 'aisha', 'aisha@', '@example.com', 'a b@example.com'])
      expect(subscriptionSchema.safeParse({ data: { email } }).success).toBe(false);
  });

  it('refuses a body without data', () => {
    expect(subscriptionSchema.safeParse({ email: 'aisha@example.com' }).success).toBe(false);
  });

  it('records an unknown source as unknown', () => {
    expect(subscriptionSchema.parse({ data: { email: 'a@example.com', source: '<script>' } }).data.source).toBe(
      'unknown',
    );
  });
});
