import type { TaxInvoiceLine } from '@outlet-shop/shop-rules';

/**
 * What a tax invoice and a credit note say (Cabinet Decision 52/2017 art. 59;
 * docs/decisions/047-tax-invoices.md). Amounts are integers in fils, VAT-inclusive.
 */

/** The shop as the supplier: legal name and address in both languages (settings SHOP_LEGAL_NAME_EN/AR, SHOP_ADDRESS_EN/AR) and its 15-digit TRN (SHOP_TRN). Addresses may hold '\n'. */
export interface Supplier {
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  trn: string;
}

/** The shopper as the order holds them; any script (Arabic names render right to left). */
export interface InvoiceCustomer {
  name: string;
  email: string;
  addressLines: string[];
}

/**
 * A simplified tax invoice. `number` is 'INV-YYYY-NNNNNN'; `lines` come from shop-rules'
 * `taxInvoiceLines` (items, then the discount as a negative line, then delivery);
 * `discountFils` and `deliveryFeeFils` are ≥ 0 and equal those lines; `totalFils` and `vatFils`
 * are the sums of the lines' totals and VAT.
 */
export interface TaxInvoiceDocument {
  number: string;
  issuedAt: Date;
  supplier: Supplier;
  customer: InvoiceCustomer;
  /** The order's reference, 'NOT-…'. */
  orderReference: string;
  lines: TaxInvoiceLine[];
  discountFils: number;
  deliveryFeeFils: number;
  totalFils: number;
  vatFils: number;
  currency: 'AED';
}

/**
 * A tax credit note for a refund: 'CN-YYYY-NNNNNN', the invoice it corrects (number and date)
 * and why; `lines` are what is credited, positive (from `taxInvoiceLines` over the refunded
 * units, or one line for an amount); `totalFils` and `vatFils` are their sums.
 */
export interface CreditNoteDocument {
  number: string;
  issuedAt: Date;
  supplier: Supplier;
  customer: InvoiceCustomer;
  orderReference: string;
  invoiceNumber: string;
  invoiceDate: Date;
  reason: string;
  lines: TaxInvoiceLine[];
  totalFils: number;
  vatFils: number;
  currency: 'AED';
}

const INVOICE_NUMBER = /^INV-\d{4}-\d{6}$/;
const CREDIT_NOTE_NUMBER = /^CN-\d{4}-\d{6}$/;

/**
 * Refuses an invoice whose figures do not add up, before it is drawn: a tax document must show
 * the same VAT per line as in its total.
 * @throws RangeError naming the first inconsistency.
 */
export function assertTaxInvoice(doc: TaxInvoiceDocument): void {
  check(INVOICE_NUMBER.test(doc.number), `invoice number '${doc.number}' is not INV-YYYY-NNNNNN`);
  assertCommon(doc);
  check(sumOf(doc.lines, 'discount') === -doc.discountFils, 'the discount lines do not equal discountFils');
  check(sumOf(doc.lines, 'delivery') === doc.deliveryFeeFils, 'the delivery lines do not equal deliveryFeeFils');
}

/**
 * Refuses a credit note whose figures do not add up or that does not name its invoice.
 * @throws RangeError naming the first inconsistency.
 */
export function assertCreditNote(doc: CreditNoteDocument): void {
  check(CREDIT_NOTE_NUMBER.test(doc.number), `credit note number '${doc.number}' is not CN-YYYY-NNNNNN`);
  check(INVOICE_NUMBER.test(doc.invoiceNumber), `invoice number '${doc.invoiceNumber}' is not INV-YYYY-NNNNNN`);
  check(!Number.isNaN(doc.invoiceDate.getTime()), 'the invoice date is not a date');
  assertCommon(doc);
}

/** The lines' total of one kind, fils. */
export function sumOf(lines: readonly TaxInvoiceLine[], kind: TaxInvoiceLine['kind']): number {
  return lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.totalFils, 0);
}

const INVOICE_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A date as the documents print it, in UAE time: '14 March 2026'. */
export function formatInvoiceDate(date: Date): string {
  return INVOICE_DATE.format(date);
}

function assertCommon(doc: TaxInvoiceDocument | CreditNoteDocument): void {
  check(doc.currency === 'AED', `currency '${doc.currency}' is not AED`);
  check(!Number.isNaN(doc.issuedAt.getTime()), 'the issue date is not a date');
  check(doc.lines.length > 0, 'there are no lines');
  for (const line of doc.lines) {
    const where = `line '${line.description}'`;
    check(
      [line.quantity, line.unitPriceFils, line.totalFils, line.vatFils].every(Number.isSafeInteger),
      `${where} has a non-integer amount`,
    );
    check(line.unitPriceFils * line.quantity === line.totalFils, `${where}: unit price × quantity ≠ total`);
    check(line.vatFils + line.taxableFils === line.totalFils, `${where}: VAT + taxable ≠ total`);
  }
  check(
    doc.lines.reduce((sum, line) => sum + line.totalFils, 0) === doc.totalFils,
    'the lines do not add up to totalFils',
  );
  check(
    doc.lines.reduce((sum, line) => sum + line.vatFils, 0) === doc.vatFils,
    "the lines' VAT does not add up to vatFils",
  );
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new RangeError(`Cannot render the tax document: ${message}`);
}
