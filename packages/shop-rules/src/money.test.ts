import { describe, expect, it } from 'vitest';
import {
  deliveryFeeFils,
  deliveryNudges,
  formatAed,
  itemsTotalFils,
  PRIZE_50_OFF,
  priceOrder,
  prizeDiscountFils,
  prizeName,
  toFils,
  vatContainedFils,
} from './money.ts';

describe('toFils', () => {
  it.each([
    [12.5, 1250],
    [24.5, 2450],
    [0.1, 10],
    [1.005, 101],
    [19.99, 1999],
    [0, 0],
    [-12.5, -1250],
  ])('%s AED is %s fils', (aed, fils) => {
    expect(toFils(aed)).toBe(fils);
  });
});

describe('prizeName', () => {
  it("names the discount's prize in Arabic for Arabic documents, and any other prize as the prize service does", () => {
    expect(prizeName(PRIZE_50_OFF, 'ar')).toBe('خصم 50% على الطلب التالي');
    expect(prizeName(PRIZE_50_OFF, 'en')).toBe(PRIZE_50_OFF);
    expect(prizeName('GOLD COIN', 'ar')).toBe('GOLD COIN');
    expect(prizeName('toString', 'ar')).toBe('toString');
  });
});

describe('formatAed', () => {
  it.each([
    [1250, 'AED 12.50'],
    [5, 'AED 0.05'],
    [0, 'AED 0.00'],
    [690000, 'AED 6900.00'],
  ])('%s fils reads %s', (fils, text) => {
    expect(formatAed(fils)).toBe(text);
  });
});

describe('deliveryFeeFils (docs/product.md 9)', () => {
  it.each([
    [0, 2000],
    [4999, 2000],
    [5000, 1000],
    [7499, 1000],
    [7500, 0],
    [20000, 0],
  ])('items after discount %s fils → fee %s fils', (items, fee) => {
    expect(deliveryFeeFils(items)).toBe(fee);
  });
});

describe('deliveryNudges (docs/product.md 2, 9)', () => {
  it.each([
    [4999, 2501, 1],
    [5000, 2500, 0],
    [7499, 1, 0],
    [7500, 0, 0],
  ])('without a prize, at %s fils of items: %s to free delivery, %s to the reduced fee', (items, toFree, toReduced) => {
    expect(deliveryNudges(items, null)).toEqual({ toFreeDeliveryFils: toFree, toReducedFeeFils: toReduced });
  });

  const half = { winItemName: PRIZE_50_OFF, isForCheckoutEmail: true };
  it.each([
    // AED 38.50 of items halve to 19.25: AED 73 more items (halved 36.50) reach AED 75 after discount.
    [7700, 7299, 2299],
    [9999, 5000, 0],
    [14998, 1, 0],
    [14999, 0, 0],
  ])(
    'with the half-price prize, at %s fils of items: %s to free delivery, %s to the reduced fee',
    (items, toFree, toReduced) => {
      expect(deliveryNudges(items, half)).toEqual({ toFreeDeliveryFils: toFree, toReducedFeeFils: toReduced });
    },
  );

  it('with the 50% prize, adding what it says reaches each tier and one fils less does not', () => {
    for (const items of [0, 1, 3850, 7700, 9998, 9999, 12345, 14998]) {
      const { toFreeDeliveryFils, toReducedFeeFils } = deliveryNudges(items, half);
      const fee = (added: number) => priceOrder([{ priceFils: items + added, quantity: 1 }], half).deliveryFeeFils;
      expect(fee(toFreeDeliveryFils)).toBe(0);
      if (toFreeDeliveryFils > 0) expect(fee(toFreeDeliveryFils - 1)).toBeGreaterThan(0);
      if (toReducedFeeFils > 0) {
        expect(fee(toReducedFeeFils)).toBe(1000);
        expect(fee(toReducedFeeFils - 1)).toBe(2000);
      }
    }
  });

  it('ignores a prize won with another e-mail: no discount, the plain tiers', () => {
    expect(deliveryNudges(7700, { ...half, isForCheckoutEmail: false })).toEqual({
      toFreeDeliveryFils: 0,
      toReducedFeeFils: 0,
    });
  });
});

describe('prizeDiscountFils (docs/product.md 4, 5)', () => {
  // Whether the prize was won with the checkout e-mail is the prize service's answer (docs/decisions/054).
  const prize = { winItemName: PRIZE_50_OFF, isForCheckoutEmail: true };
  it.each([
    ['won with the checkout e-mail', prize, 4900, 2450],
    ['odd fils round down', prize, 4901, 2450],
    ['won with another e-mail', { ...prize, isForCheckoutEmail: false }, 4900, 0],
    ['other prize', { winItemName: 'GOLD COIN', isForCheckoutEmail: true }, 4900, 0],
    ['no prize', null, 4900, 0],
  ])('%s', (_name, givenPrize, items, discount) => {
    expect(prizeDiscountFils(items, givenPrize)).toBe(discount);
  });
});

describe('vatContainedFils', () => {
  it.each([
    [10500, 500],
    [6900, 329],
    [2100, 100],
    [0, 0],
  ])('a total of %s fils contains %s fils VAT', (total, vat) => {
    expect(vatContainedFils(total)).toBe(vat);
  });
});

describe('priceOrder', () => {
  it('prices the example of docs/api.md', () => {
    expect(priceOrder([{ priceFils: 2450, quantity: 2 }], null)).toEqual({
      itemsTotalFils: 4900,
      discountFils: 0,
      deliveryFeeFils: 2000,
      totalFils: 6900,
      vatFils: 329,
      numPieces: 2,
    });
  });

  it('charges delivery on the items after the discount', () => {
    const lines = [
      { priceFils: 5000, quantity: 1 },
      { priceFils: 2500, quantity: 2 },
    ];
    expect(itemsTotalFils(lines)).toBe(10000);
    const totals = priceOrder(lines, { winItemName: PRIZE_50_OFF, isForCheckoutEmail: true });
    expect(totals).toMatchObject({ discountFils: 5000, deliveryFeeFils: 1000, totalFils: 6000, numPieces: 3 });
  });
});
