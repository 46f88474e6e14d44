/**
 * The VAT lines of a UAE simplified tax invoice (Cabinet Decision 52/2017 art. 59; issue 15;
 * docs/decisions/047-tax-invoices.md). Prices are VAT-inclusive at 5%; the VAT is rounded per
 * line to the fils, so an invoice's VAT is the sum of its lines' VAT and may differ by a fils or
 * two from {@link vatContainedFils} of the order total. Pure, integers in fils throughout.
 */
import { vatContainedFils } from './money.ts';

/** What a line of a tax invoice is: goods, the delivery service, or the prize discount (a negative line). */
export type TaxInvoiceLineKind = 'item' | 'delivery' | 'discount';

/** A line as the order holds it: English (or Arabic) description, whole quantity, VAT-inclusive unit price in fils. */
export interface TaxInvoiceLineInput {
  description: string;
  quantity: number;
  unitPriceFils: number;
}

/** What {@link taxInvoiceLines} needs: the order's lines, its discount and its delivery fee, fils (both ≥ 0). */
export interface TaxInvoiceLinesInput {
  lines: readonly TaxInvoiceLineInput[];
  discountFils: number;
  deliveryFeeFils: number;
  /** The discount line's description; 'Discount' unless given (e.g. the prize's name). */
  discountDescription?: string;
}

/**
 * One line of a tax invoice, fils: `totalFils` = unit price × quantity (VAT-inclusive),
 * `vatFils` = round(total × 5 / 105), `taxableFils` = total − VAT. Negative for the discount.
 */
export interface TaxInvoiceLine {
  kind: TaxInvoiceLineKind;
  description: string;
  quantity: number;
  unitPriceFils: number;
  totalFils: number;
  vatFils: number;
  taxableFils: number;
}

/** An invoice's lines and their sums, fils: total = items − discount + delivery; VAT and taxable sum the lines'. */
export interface TaxInvoiceAmounts {
  lines: TaxInvoiceLine[];
  totalFils: number;
  vatFils: number;
  taxableFils: number;
}

/** The VAT rate of every supply the shop makes, percent (UAE standard rate). */
export const VAT_RATE_PERCENT = 5;

/**
 * The tax invoice's lines from an order (issue 15): one line per item (unit price × quantity,
 * VAT per line), the discount as a negative line with its own negative VAT
 * (−round(discount × 5/105)), the delivery fee as a taxable line; discount and delivery lines
 * only when not zero. Totals sum the lines. Amounts in fils.
 * @throws RangeError when an amount or quantity is not a whole number, a quantity is below 1, or
 *   a price, the discount or the fee is negative.
 */
export function taxInvoiceLines(input: TaxInvoiceLinesInput): TaxInvoiceAmounts {
  const lines = input.lines.map((line) => {
    assertWhole(line.quantity, 1, `quantity of '${line.description}'`);
    assertWhole(line.unitPriceFils, 0, `unit price of '${line.description}'`);
    return vatLine('item', line.description, line.quantity, line.unitPriceFils);
  });
  assertWhole(input.discountFils, 0, 'discount');
  assertWhole(input.deliveryFeeFils, 0, 'delivery fee');
  if (input.discountFils > 0) {
    lines.push(vatLine('discount', input.discountDescription ?? 'Discount', 1, -input.discountFils));
  }
  if (input.deliveryFeeFils > 0) lines.push(vatLine('delivery', 'Delivery fee', 1, input.deliveryFeeFils));
  return {
    lines,
    totalFils: sum(lines, (line) => line.totalFils),
    vatFils: sum(lines, (line) => line.vatFils),
    taxableFils: sum(lines, (line) => line.taxableFils),
  };
}

function vatLine(
  kind: TaxInvoiceLineKind,
  description: string,
  quantity: number,
  unitPriceFils: number,
): TaxInvoiceLine {
  const totalFils = unitPriceFils * quantity;
  // Rounded on the amount's size, then signed: a discount's VAT mirrors what the same charge would carry.
  const vatFils = Math.sign(totalFils) * vatContainedFils(Math.abs(totalFils)) || 0;
  return { kind, description, quantity, unitPriceFils, totalFils, vatFils, taxableFils: totalFils - vatFils };
}

function assertWhole(value: number, min: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`The ${what} must be a whole number ≥ ${min}, got ${value}`);
  }
}

function sum(lines: readonly TaxInvoiceLine[], amount: (line: TaxInvoiceLine) => number): number {
  return lines.reduce((total, line) => total + amount(line), 0);
}
