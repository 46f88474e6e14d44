import type { TaxInvoiceDocument } from './documents.ts';
import { formatInvoiceDate } from './documents.ts';
import { loadInvoiceFonts } from './fonts.ts';
import { type Bilingual, LABELS } from './labels.ts';
import { drawLinesTable, drawTotals, type TotalRow } from './lines-table.ts';
import { drawFacts, drawSupplier, drawTitle, finishPdf, startPdf } from './page.ts';

/** The numbered tax documents and the labels that tell them apart. */
const KINDS = {
  invoice: { title: LABELS.taxInvoice, number: LABELS.invoiceNumber, vat: LABELS.totalVat, total: LABELS.total },
  'credit-note': {
    title: LABELS.taxCreditNote,
    number: LABELS.creditNoteNumber,
    vat: LABELS.vatCredited,
    total: LABELS.totalCredited,
  },
} as const;

/** What every numbered tax document has (`INV-…` or `CN-…`); amounts in fils. */
export type NumberedDocument = Pick<
  TaxInvoiceDocument,
  'number' | 'issuedAt' | 'supplier' | 'customer' | 'orderReference' | 'lines' | 'totalFils' | 'vatFils'
>;

/** What one kind adds: facts after its number and date, and the totals rows before the taxable total. */
export interface DocumentParts {
  facts: { label: Bilingual; value: string }[];
  subtotals: TotalRow[];
}

/** The customer block: name, e-mail, then the address lines. */
function customerText(customer: TaxInvoiceDocument['customer']): string {
  return [customer.name, customer.email, ...customer.addressLines].filter((line) => line.trim() !== '').join('\n');
}

/**
 * A tax invoice or credit note as A4 PDF bytes: its title, the supplier with TRN, its number and
 * date of issue, `parts.facts`, the order reference and customer, the lines table, then
 * `parts.subtotals`, the taxable total, VAT and total; every label in English and Arabic, fonts
 * embedded, page numbers in the footer. The same document gives the same bytes. Checking the
 * figures is the caller's.
 */
export async function renderTaxDocument(
  kind: keyof typeof KINDS,
  doc: NumberedDocument,
  parts: DocumentParts,
): Promise<Buffer> {
  const labels = KINDS[kind];
  const { pdf, bytes } = startPdf(await loadInvoiceFonts(), {
    title: `${labels.title.en} ${doc.number}`,
    author: doc.supplier.nameEn,
    createdAt: doc.issuedAt,
  });
  drawTitle(pdf, labels.title);
  drawSupplier(pdf, doc.supplier);
  drawFacts(pdf, [
    { label: labels.number, value: doc.number },
    { label: LABELS.dateOfIssue, value: formatInvoiceDate(doc.issuedAt) },
    ...parts.facts,
    { label: LABELS.orderReference, value: doc.orderReference },
    // A copy without the customer (the order status page's) has no customer block at all.
    ...(customerText(doc.customer) ? [{ label: LABELS.customer, value: customerText(doc.customer) }] : []),
  ]);
  drawLinesTable(pdf, doc.lines);
  drawTotals(pdf, [
    ...parts.subtotals,
    { label: LABELS.totalTaxable, fils: doc.totalFils - doc.vatFils },
    { label: labels.vat, fils: doc.vatFils },
    { label: labels.total, fils: doc.totalFils, isStrong: true },
  ]);
  finishPdf(pdf, doc.number);
  return bytes;
}
