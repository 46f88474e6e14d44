import { describe, expect, it } from 'vitest';
import { PRIZE_50_OFF, priceOrder, vatContainedFils } from './money.ts';
import { taxInvoiceLines } from './vat.ts';

describe('taxInvoiceLines', () => {
  it('2 × AED 24.50 plus AED 20 delivery: VAT per line, 328 fils, not the 329 of the total', () => {
    const invoice = taxInvoiceLines({
      lines: [{ description: 'Chocolate Wafer Box 400g', quantity: 2, unitPriceFils: 2450 }],
      discountFils: 0,
      deliveryFeeFils: 2000,
    });
    expect(invoice.lines).toEqual([
      {
        kind: 'item',
        description: 'Chocolate Wafer Box 400g',
        quantity: 2,
        unitPriceFils: 2450,
        totalFils: 4900,
        vatFils: 233,
        taxableFils: 4667,
      },
      {
        kind: 'delivery',
        description: 'Delivery fee',
        quantity: 1,
        unitPriceFils: 2000,
        totalFils: 2000,
        vatFils: 95,
        taxableFils: 1905,
      },
    ]);
    expect(invoice).toMatchObject({ totalFils: 6900, vatFils: 328, taxableFils: 6572 });
    expect(vatContainedFils(6900)).toBe(329);
  });

  it('with the 50% prize: the discount is a negative line with its own negative VAT', () => {
    const invoice = taxInvoiceLines({
      lines: [{ description: 'Chocolate Wafer Box 400g', quantity: 2, unitPriceFils: 2450 }],
      discountFils: 2450,
      deliveryFeeFils: 2000,
      discountDescription: PRIZE_50_OFF,
    });
    expect(invoice.lines[1]).toEqual({
      kind: 'discount',
      description: PRIZE_50_OFF,
      quantity: 1,
      unitPriceFils: -2450,
      totalFils: -2450,
      vatFils: -117,
      taxableFils: -2333,
    });
    expect(invoice.lines.map((line) => line.vatFils)).toEqual([233, -117, 95]);
    expect(invoice).toMatchObject({ totalFils: 4450, vatFils: 211, taxableFils: 4239 });
  });

  it('agrees with priceOrder on the total, and VAT + taxable = total on every line', () => {
    const lines = [
      { description: 'Pistachio Maamoul 12 pcs', quantity: 3, unitPriceFils: 1250 },
      { description: 'Dates with Almonds 250g', quantity: 1, unitPriceFils: 799 },
      { description: 'Arabic Coffee 500g', quantity: 2, unitPriceFils: 3999 },
    ];
    const order = priceOrder(
      lines.map((line) => ({ priceFils: line.unitPriceFils, quantity: line.quantity })),
      { winItemName: PRIZE_50_OFF, isForCheckoutEmail: true },
    );
    const invoice = taxInvoiceLines({
      lines,
      discountFils: order.discountFils,
      deliveryFeeFils: order.deliveryFeeFils,
    });
    expect(order).toMatchObject({ itemsTotalFils: 12547, discountFils: 6273, deliveryFeeFils: 1000 });
    expect(invoice.totalFils).toBe(order.totalFils);
    expect(invoice.lines.map((line) => line.vatFils)).toEqual([179, 38, 381, -299, 48]);
    expect(invoice.vatFils).toBe(347);
    for (const line of invoice.lines) expect(line.vatFils + line.taxableFils).toBe(line.totalFils);
    expect(invoice.taxableFils).toBe(invoice.totalFils - invoice.vatFils);
  });

  it('leaves out a zero discount and free delivery', () => {
    const invoice = taxInvoiceLines({
      lines: [{ description: 'Gift Hamper', quantity: 1, unitPriceFils: 15000 }],
      discountFils: 0,
      deliveryFeeFils: 0,
    });
    expect(invoice.lines.map((line) => line.kind)).toEqual(['item']);
    expect(invoice).toMatchObject({ totalFils: 15000, vatFils: 714, taxableFils: 14286 });
  });

  it.each([
    [{ quantity: 0, unitPriceFils: 100 }, 0, 0],
    [{ quantity: 1.5, unitPriceFils: 100 }, 0, 0],
    [{ quantity: 1, unitPriceFils: 12.5 }, 0, 0],
    [{ quantity: 1, unitPriceFils: -100 }, 0, 0],
    [{ quantity: 1, unitPriceFils: 100 }, -50, 0],
    [{ quantity: 1, unitPriceFils: 100 }, 0, 10.5],
  ])('refuses %o with discount %s and delivery %s', (line, discountFils, deliveryFeeFils) => {
    expect(() => taxInvoiceLines({ lines: [{ description: 'x', ...line }], discountFils, deliveryFeeFils })).toThrow(
      RangeError,
    );
  });
});
