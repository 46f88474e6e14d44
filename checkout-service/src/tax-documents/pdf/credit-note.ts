import { assertCreditNote, type CreditNoteDocument, formatInvoiceDate, sumOf } from './documents.ts';
import { loadInvoiceFonts } from './fonts.ts';
import { LABELS } from './labels.ts';
import { drawLinesTable, drawTotals, type TotalRow } from './lines-table.ts';
import { drawFacts, drawSupplier, drawTitle, finishPdf, startPdf } from './page.ts';
import { customerText } from './tax-invoice.ts';

/**
 * The tax credit note of a refund as A4 PDF bytes (decision 047): 'Tax Credit Note' / 'إشعار دائن
 * ضريبي', the supplier with TRN, its number and date, the original invoice's number and date,
 * the reason, the order reference and customer, the credited lines (quantity, unit price,
 * taxable amount, VAT 5%, total in AED) and the totals credited; labels in English and Arabic.
 * @throws RangeError when the figures do not add up or the invoice is not named (see `assertCreditNote`).
 */
export async function renderCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  assertCreditNote(note);
  const { pdf, bytes } = startPdf(await loadInvoiceFonts(), {
    title: `${LABELS.taxCreditNote.en} ${note.number}`,
    author: note.supplier.nameEn,
    createdAt: note.issuedAt,
  });
  drawTitle(pdf, LABELS.taxCreditNote);
  drawSupplier(pdf, note.supplier);
  drawFacts(pdf, [
    { label: LABELS.creditNoteNumber, value: note.number },
    { label: LABELS.dateOfIssue, value: formatInvoiceDate(note.issuedAt) },
    { label: LABELS.originalInvoice, value: `${note.invoiceNumber}, ${formatInvoiceDate(note.invoiceDate)}` },
    { label: LABELS.reason, value: note.reason },
    { label: LABELS.orderReference, value: note.orderReference },
    { label: LABELS.customer, value: customerText(note.customer) },
  ]);
  drawLinesTable(pdf, note.lines);
  const rows: TotalRow[] = [{ label: LABELS.itemsTotal, fils: sumOf(note.lines, 'item') }];
  const discount = sumOf(note.lines, 'discount');
  const delivery = sumOf(note.lines, 'delivery');
  if (discount !== 0) rows.push({ label: LABELS.discount, fils: discount });
  if (delivery !== 0) rows.push({ label: LABELS.delivery, fils: delivery });
  rows.push(
    { label: LABELS.totalTaxable, fils: note.totalFils - note.vatFils },
    { label: LABELS.vatCredited, fils: note.vatFils },
    { label: LABELS.totalCredited, fils: note.totalFils, isStrong: true },
  );
  drawTotals(pdf, rows);
  finishPdf(pdf, note.number);
  return bytes;
}
