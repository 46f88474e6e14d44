import { describe, expect, it } from 'vitest';
import { nextPriceChange, type PricedProduct, pricesAt } from './prices';

/*
 * The prices a shopper sees at a given moment (docs/product.md 3 "Sale window"): a sale opens and
 * closes on its own, with the saved price struck through and the badge derived from both.
 */

const MIDNIGHT_DUBAI = Date.parse('2026-12-02T00:00:00+04:00');
const HOUR = 3_600_000;

const bar = (sale: Partial<PricedProduct> = {}): PricedProduct => ({
  price: 20,
  oldprice: null,
  discount: false,
  discoamount: null,
  salePrice: 15,
  saleStartsAt: MIDNIGHT_DUBAI,
  saleEndsAt: MIDNIGHT_DUBAI + 24 * HOUR,
  ...sale,
});

describe('the prices of now', () => {
  it('shows the saved price until the window opens at 00:00, the sale price from 00:00, and the saved price again when it closes', () => {
    const before = pricesAt(bar(), MIDNIGHT_DUBAI - 1);
    expect(before).toMatchObject({ price: 20, oldprice: null, discount: false, discoamount: null });
    expect(pricesAt(bar(), MIDNIGHT_DUBAI)).toEqual({ price: 15, oldprice: 20, discount: true, discoamount: 25 });
    expect(pricesAt(bar(), MIDNIGHT_DUBAI + 24 * HOUR - 1).price).toBe(15);
    expect(pricesAt(bar(), MIDNIGHT_DUBAI + 24 * HOUR).price).toBe(20);
  });

  it('derives the badge from the two prices, whatever staff typed as the badge', () => {
    const typed = bar({ discount: true, discoamount: 50, oldprice: 28, price: 28, salePrice: 26.5 });
    expect(pricesAt(typed, MIDNIGHT_DUBAI + HOUR)).toEqual({
      price: 26.5,
      oldprice: 28,
      discount: true,
      discoamount: 5,
    });
  });

  it('is no sale when the sale price is not under the price, or the window has neither start nor end', () => {
    expect(pricesAt(bar({ salePrice: 20 }), MIDNIGHT_DUBAI + HOUR).price).toBe(20);
    expect(pricesAt(bar({ salePrice: 25 }), MIDNIGHT_DUBAI + HOUR).price).toBe(20);
    expect(pricesAt(bar({ saleStartsAt: null, saleEndsAt: null }), MIDNIGHT_DUBAI + HOUR).price).toBe(20);
    expect(pricesAt(bar({ saleStartsAt: null }), MIDNIGHT_DUBAI - HOUR).price).toBe(15);
    expect(pricesAt(bar({ saleEndsAt: null }), MIDNIGHT_DUBAI + 400 * 24 * HOUR).price).toBe(15);
  });

  it('names the next moment a price changes, so nothing derived from the time outlives it', () => {
    const products = [bar(), bar({ saleStartsAt: MIDNIGHT_DUBAI + 2 * HOUR, saleEndsAt: MIDNIGHT_DUBAI + 3 * HOUR })];
    expect(nextPriceChange(products, MIDNIGHT_DUBAI - HOUR)).toBe(MIDNIGHT_DUBAI);
    expect(nextPriceChange(products, MIDNIGHT_DUBAI)).toBe(MIDNIGHT_DUBAI + 2 * HOUR);
    expect(nextPriceChange(products, MIDNIGHT_DUBAI + 2 * HOUR)).toBe(MIDNIGHT_DUBAI + 3 * HOUR);
    expect(nextPriceChange(products, MIDNIGHT_DUBAI + 30 * HOUR)).toBe(Number.POSITIVE_INFINITY);
    expect(nextPriceChange([bar({ salePrice: null })], MIDNIGHT_DUBAI - HOUR)).toBe(Number.POSITIVE_INFINITY);
  });
});
