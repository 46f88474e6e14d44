import { describe, expect, it } from 'vitest';
import { isUndone, nextRefundStatus } from './refund-outcomes.ts';

describe('nextRefundStatus: a refund only moves forward (docs/decisions/063)', () => {
  it.each([
    ['pending', 'succeeded', 'succeeded'],
    ['pending', 'requires_action', 'requires_action'],
    ['pending', 'failed', 'failed'],
    ['pending', 'canceled', 'canceled'],
    ['requires_action', 'pending', 'pending'],
    ['requires_action', 'canceled', 'canceled'],
    ['succeeded', 'failed', 'failed'],
  ] as const)('%s → %s', (current, stripe, next) => {
    expect(nextRefundStatus(current, stripe)).toBe(next);
  });

  it.each([
    ['pending', 'pending'],
    ['pending', null],
    ['pending', 'something_new'],
    ['succeeded', 'pending'],
    ['succeeded', 'canceled'],
    ['succeeded', 'succeeded'],
    ['failed', 'succeeded'],
    ['failed', 'pending'],
    ['canceled', 'succeeded'],
  ] as const)('leaves %s when Stripe says %s', (current, stripe) => {
    expect(nextRefundStatus(current, stripe)).toBeNull();
  });

  it('counts failed and canceled refunds as refunding nothing', () => {
    expect(['pending', 'requires_action', 'succeeded', 'failed', 'canceled'].filter(isUndone)).toEqual([
      'failed',
      'canceled',
    ]);
  });
});
