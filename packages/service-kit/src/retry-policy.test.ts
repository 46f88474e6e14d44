import { describe, expect, it } from 'vitest';
import { isLastAttempt, JOB_RETRY_POLICY, retryDelayMs, retryWindowMs } from './retry-policy.ts';

describe('JOB_RETRY_POLICY', () => {
  it('waits 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 7, 8, 29].map((attempt) => retryDelayMs(attempt))).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, { ...JOB_RETRY_POLICY, firstDelayMs: 50 })).toBe(50);
  });

  it('gives up after 30 attempts, about a day after the first failure', () => {
    expect(isLastAttempt(29)).toBe(false);
    expect(isLastAttempt(30)).toBe(true);
    const hours = retryWindowMs() / 3_600_000;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(25);
  });
});
