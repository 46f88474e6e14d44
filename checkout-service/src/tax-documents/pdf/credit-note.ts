import { assertCreditNote, type CreditNoteDocument, formatInvoiceDate, sumOf } from './documents.ts';
import { LABELS } from './labels.ts';
import { renderTaxDocument } from './tax-document.ts';

/**
 * The tax credit note of a refund as A4 PDF bytes (decision 047): 'Tax Credit Note' / 'إشعار دائن
 * ضريبي', the supplier with TRN, its number and date, the original invoice's number and date,
 * the reason, the order reference and customer, the credited lines (quantity, unit price,
 * taxable amount, VAT 5%, total in AED) and the totals credited; labels in English and Arabic.
 * @throws RangeError when the figures do not add up or the invoice is not named (see `assertCreditNote`).
 */
export async function renderCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  assertCreditNote(note);
  const discount = sumOf(note.lines, 'discount');
  const delivery = sumOf(note.lines, 'delivery');
  return renderTaxDocument('credit-note', note, {
    facts: [
      { label: LABELS.originalInvoice, value: `${note.invoiceNumber}, ${formatInvoiceDate(note.invoiceDate)}` },
      { label: LABELS.reason, value: note.reason },
    ],
    subtotals: [
      { label: LABELS.itemsTotal, fils: sumOf(note.lines, 'item') },
      ...(discount !== 0 ? [{ label: LABELS.discount, fils: discount }] : []),
      ...(delivery !== 0 ? [{ label: LABELS.delivery, fils: delivery }] : []),
    ],
  });
}
