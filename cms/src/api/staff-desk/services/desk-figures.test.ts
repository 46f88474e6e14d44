import { describe, expect, it } from 'vitest';
import { startOfShopDay } from './desk-figures';

describe("the shop's day for today's orders", () => {
  it('starts at midnight in Dubai (20:00 UTC the day before)', () => {
    expect(startOfShopDay(new Date('2026-11-28T00:30:00Z')).toISOString()).toBe('2026-11-27T20:00:00.000Z');
    expect(startOfShopDay(new Date('2026-11-27T19:59:59Z')).toISOString()).toBe('2026-11-26T20:00:00.000Z');
    expect(startOfShopDay(new Date('2026-11-27T20:00:00Z')).toISOString()).toBe('2026-11-27T20:00:00.000Z');
  });
});
