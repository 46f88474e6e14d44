import { assertTaxInvoice, sumOf, type TaxInvoiceDocument } from './documents.ts';
import { LABELS } from './labels.ts';
import { renderTaxDocument } from './tax-document.ts';

/**
 * The simplified tax invoice of a paid order as A4 PDF bytes (Cabinet Decision 52/2017 art. 59;
 * decision 047): 'Tax Invoice' / 'فاتورة ضريبية', the supplier's name, address and TRN, the
 * number, date of issue and order reference, the customer, every line with quantity, unit
 * price, taxable amount, VAT 5% and total in AED to the fils, then items total, discount,
 * delivery fee, taxable total, VAT and total; every label in English and Arabic. Fonts are
 * embedded; the same document gives the same bytes.
 * @throws RangeError when the document's figures do not add up (see `assertTaxInvoice`).
 */
export async function renderTaxInvoice(invoice: TaxInvoiceDocument): Promise<Buffer> {
  assertTaxInvoice(invoice);
  return renderTaxDocument('invoice', invoice, {
    facts: [],
    subtotals: [
      { label: LABELS.itemsTotal, fils: sumOf(invoice.lines, 'item') },
      ...(invoice.discountFils > 0 ? [{ label: LABELS.discount, fils: -invoice.discountFils }] : []),
      { label: LABELS.delivery, fils: invoice.deliveryFeeFils },
    ],
  });
}
