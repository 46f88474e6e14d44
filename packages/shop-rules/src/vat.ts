/**
 * The VAT lines of a UAE tax invoice or credit note (Cabinet Decision 52/2017 art. 59;
 * docs/decisions/047-tax-invoices.md, 066-one-vat-figure.md). Prices are VAT-inclusive at 5%.
 * One rule everywhere: a document's VAT is {@link vatContainedFils} of its VAT-inclusive total,
 * the same figure checkout, the confirmation page, the mail and the staff's order show; where
 * lines show VAT, that figure is shared over the lines by largest remainder, so the lines add up
 * to it exactly. Pure, integers in fils throughout.
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
 * `vatFils` = its share of the document's VAT ({@link allocateVatFils}: within a fils of
 * total × 5 / 105), `taxableFils` = total − VAT. Negative for the discount.
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

/**
 * An invoice's lines and their sums, fils: total = items − discount + delivery;
 * VAT = {@link vatContainedFils}(total) = the sum of the lines' VAT; taxable = total − VAT.
 */
export interface TaxInvoiceAmounts {
  lines: TaxInvoiceLine[];
  totalFils: number;
  vatFils: number;
  taxableFils: number;
}

/** The VAT rate of every supply the shop makes, percent (UAE standard rate). */
export const VAT_RATE_PERCENT = 5;

/**
 * The tax invoice's lines from an order (docs/architecture.md 3, decision 066): one line per item
 * (unit price × quantity), the discount as a negative line, the delivery fee as a taxable line;
 * discount and delivery lines only when not zero. The VAT is round(total × 5/105) of the
 * lines' total, shared over the lines by {@link allocateVatFils}; for a credit note's lines this
 * is the refund's VAT by the same rule. Amounts in fils.
 * @throws RangeError when an amount or quantity is not a whole number, a quantity is below 1, or
 *   a price, the discount or the fee is negative.
 */
export function taxInvoiceLines(input: TaxInvoiceLinesInput): TaxInvoiceAmounts {
  const rows: Omit<TaxInvoiceLine, 'vatFils' | 'taxableFils'>[] = input.lines.map((line) => {
    assertWhole(line.quantity, 1, `quantity of '${line.description}'`);
    assertWhole(line.unitPriceFils, 0, `unit price of '${line.description}'`);
    return row('item', line.description, line.quantity, line.unitPriceFils);
  });
  assertWhole(input.discountFils, 0, 'discount');
  assertWhole(input.deliveryFeeFils, 0, 'delivery fee');
  if (input.discountFils > 0) {
    rows.push(row('discount', input.discountDescription ?? 'Discount', 1, -input.discountFils));
  }
  if (input.deliveryFeeFils > 0) rows.push(row('delivery', 'Delivery fee', 1, input.deliveryFeeFils));
  const vat = allocateVatFils(rows.map((line) => line.totalFils));
  const lines = rows.map((line, i) => {
    const vatFils = vat[i] ?? 0;
    return { ...line, vatFils, taxableFils: line.totalFils - vatFils };
  });
  const totalFils = lines.reduce((total, line) => total + line.totalFils, 0);
  const vatFils = vatContainedFils(totalFils);
  return { lines, totalFils, vatFils, taxableFils: totalFils - vatFils };
}

/**
 * Shares the VAT of a VAT-inclusive total over its parts (decision 066): the total's VAT is
 * {@link vatContainedFils}(Σ parts); each part first gets floor(part × 5/105) and the fils
 * left over go, one each, to the parts with the largest remainders (the earlier part on a tie).
 * So the parts' VAT adds up to exactly the total's, and each is within a fils of its exact
 * 5/105. Parts are whole fils and may be negative (a discount).
 * @returns the VAT of each part, fils, in the parts' order.
 */
export function allocateVatFils(partsFils: readonly number[]): number[] {
  const total = partsFils.reduce((sum, part) => sum + part, 0);
  // A part's exact VAT is part/21 (5/105): its floor, and the remainder 0..20 in 21sts of a fils.
  const shares = partsFils.map((part, index) => {
    const floor = Math.floor(part / 21);
    return { index, vat: floor, remainder: part - floor * 21 };
  });
  let left = vatContainedFils(total) - shares.reduce((sum, share) => sum + share.vat, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.vat += 1;
    left -= 1;
  }
  return shares.map((share) => share.vat);
}

function row(kind: TaxInvoiceLineKind, description: string, quantity: number, unitPriceFils: number) {
  return { kind, description, quantity, unitPriceFils, totalFils: unitPriceFils * quantity };
}

function assertWhole(value: number, min: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`The ${what} must be a whole number ≥ ${min}, got ${value}`);
  }
}
