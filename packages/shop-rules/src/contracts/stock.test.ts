import { describe, expect, it } from 'vitest';
import { stockReleaseReasons, stockReleaseRequestSchema } from './stock.ts';

describe('the stock release request, as the CMS reads it (docs/decisions/106)', () => {
  it('takes every reason the checkout sends', () => {
    for (const reason of stockReleaseReasons) {
      expect(stockReleaseRequestSchema.safeParse({ reason }).success, reason).toBe(true);
    }
  });

  it('takes a reason of a later release, so a newer checkout releases on this CMS', () => {
    expect(stockReleaseRequestSchema.parse({ reason: 'shopper_left_the_queue' })).toEqual({
      reason: 'shopper_left_the_queue',
    });
  });

  it('refuses what is no reason word', () => {
    for (const reason of ['', 'Session Expired', 'x'.repeat(41), "'; drop", 3]) {
      expect(stockReleaseRequestSchema.safeParse({ reason }).success, String(reason)).toBe(false);
    }
  });
});
