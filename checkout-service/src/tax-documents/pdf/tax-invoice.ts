import { assertTaxInvoice, formatInvoiceDate, sumOf, type TaxInvoiceDocument } from './documents.ts';
import { loadInvoiceFonts } from './fonts.ts';
import { LABELS } from './labels.ts';
import { drawLinesTable, drawTotals, type TotalRow } from './lines-table.ts';
import { drawFacts, drawSupplier, drawTitle, finishPdf, startPdf } from './page.ts';

/**
 * The simplified tax invoice of a paid order as A4 PDF bytes (Cabinet Decision
 * 52/2017 art. 59): 'Tax Invoice' / 'فاتورة ضريبية', the supplier's name, address and TRN, the
 * number, date of issue and order reference, the customer, every line with quantity, unit
 * price, taxable amount, VAT 5% and total in AED to the fils, then items total, discount,
 * delivery fee, taxable total, VAT and total; every label in English and Arabic. Fonts are
 * embedded; the same document gives the same bytes.
 * @throws RangeError when the document's figures do not add up (see `assertTaxInvoice`).
 */
export async function renderTaxInvoice(invoice: TaxInvoiceDocument): Promise<Buffer> {
  assertTaxInvoice(invoice);
  const { pdf, bytes } = startPdf(await loadInvoiceFonts(), {
    title: `${LABELS.taxInvoice.en} ${invoice.number}`,
    author: invoice.supplier.nameEn,
    createdAt: invoice.issuedAt,
  });
  drawTitle(pdf, LABELS.taxInvoice);
  drawSupplier(pdf, invoice.supplier);
  drawFacts(pdf, [
    { label: LABELS.invoiceNumber, value: invoice.number },
    { label: LABELS.dateOfIssue, value: formatInvoiceDate(invoice.issuedAt) },
    { label: LABELS.orderReference, value: invoice.orderReference },
    { label: LABELS.customer, value: customerText(invoice.customer) },
  ]);
  drawLinesTable(pdf, invoice.lines);
  const rows: TotalRow[] = [{ label: LABELS.itemsTotal, fils: sumOf(invoice.lines, 'item') }];
  if (invoice.discountFils > 0) rows.push({ label: LABELS.discount, fils: -invoice.discountFils });
  rows.push(
    { label: LABELS.delivery, fils: invoice.deliveryFeeFils },
    { label: LABELS.totalTaxable, fils: invoice.totalFils - invoice.vatFils },
    { label: LABELS.totalVat, fils: invoice.vatFils },
    { label: LABELS.total, fils: invoice.totalFils, isStrong: true },
  );
  drawTotals(pdf, rows);
  finishPdf(pdf, invoice.number);
  return bytes;
}

/** The customer block: name, e-mail, then the address lines. */
export function customerText(customer: TaxInvoiceDocument['customer']): string {
  return [customer.name, customer.email, ...customer.addressLines].filter((line) => line.trim() !== '').join('\n');
}
