import { describe, expect, it } from 'vitest';
import { clientHoldLimit, holdLimitMessage, priceChangedMessage } from './hold-limits.ts';

describe('hold limits (docs/decisions/058)', () => {
  it('lets one client hold half of what is open to it, rounded down', () => {
    expect(clientHoldLimit(100, 50, 5)).toBe(50);
    expect(clientHoldLimit(15, 50, 5)).toBe(7);
  });

  it('always lets a shopper buy the last few jars', () => {
    expect(clientHoldLimit(8, 50, 5)).toBe(5);
    expect(clientHoldLimit(3, 50, 5)).toBe(3);
    expect(clientHoldLimit(0, 50, 5)).toBe(0);
  });

  it('says what is left to buy', () => {
    expect(holdLimitMessage('Dates Maamoul', 3)).toBe(
      'Right now you can buy at most 3 pcs of Dates Maamoul, counting your other unpaid checkouts',
    );
    expect(priceChangedMessage(7250)).toBe(
      'The prices in your order have changed. The new total is AED 72.50. Please confirm it to pay.',
    );
  });
});
