import PDFDocument from 'pdfkit';
import { drawText, drawTextBlock, layoutText, ligaturesInVisualOrder, type TextStyle } from './bidi-text.ts';
import type { Supplier } from './documents.ts';
import { type InvoiceFonts, registerInvoiceFonts } from './fonts.ts';
import { type Bilingual, LABELS, pageLabel } from './labels.ts';

/**
 * An A4 page of a tax document: the bilingual title, the supplier, facts (label, value, label),
 * and a footer on every page; English on the left reading left to right, Arabic on the right
 * reading right to left. Points throughout (1/72 inch).
 */

const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_HEIGHT = 44;
const MUTED = '#5c5c5c';
export const RULE = '#c8c8c8';

/** The document being drawn and where the next block goes (`y`, points from the top). */
export interface Pdf {
  doc: PDFKit.PDFDocument;
  fonts: InvoiceFonts;
  y: number;
}

/** Starts a PDF; the promise settles with its bytes once {@link finishPdf} ends it. */
export function startPdf(fonts: InvoiceFonts, info: { title: string; author: string; createdAt: Date }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: null as unknown as string, // no Helvetica: every glyph comes from the embedded fonts
    info: { Title: info.title, Author: info.author, CreationDate: info.createdAt, ModDate: info.createdAt },
    displayTitle: true,
  });
  registerInvoiceFonts(doc, fonts);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { pdf: { doc, fonts, y: MARGIN } satisfies Pdf, bytes };
}

/** Draws the footer (`note`, the VAT note unless given; number; page i of n) on every page and ends the PDF. */
export function finishPdf(pdf: Pdf, documentNumber: string, note: Bilingual = LABELS.vatNote): void {
  const { doc } = pdf;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const y = A4.height - MARGIN - FOOTER_HEIGHT + 8;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(A4.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const label = pageLabel(page - start + 1, count);
    bilingualRow(pdf, y, { en: note.en, ar: note.ar }, { size: 7.5, color: MUTED });
    bilingualRow(pdf, y + 14, { en: `${documentNumber} · ${label.en}`, ar: label.ar }, { size: 7.5, color: MUTED });
  }
  ligaturesInVisualOrder(doc);
  doc.end();
}

/** Moves to a new page when `height` points do not fit above the footer; true if it did. */
export function ensureSpace(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= A4.height - MARGIN - FOOTER_HEIGHT) return false;
  pdf.doc.addPage();
  pdf.y = MARGIN;
  return true;
}

/** The title, English on the left and Arabic on the right, then a rule. */
export function drawTitle(pdf: Pdf, title: Bilingual): void {
  const style: TextStyle = { size: 20, weight: 'bold' };
  pdf.y += bilingualRow(pdf, pdf.y, title, style) + 6;
  rule(pdf);
}

/** The supplier: name, address and TRN in English on the left, in Arabic on the right. */
export function drawSupplier(pdf: Pdf, supplier: Supplier): void {
  const half = CONTENT_WIDTH / 2 - 10;
  const right = MARGIN + CONTENT_WIDTH - half;
  const name: TextStyle = { size: 11, weight: 'bold' };
  const body: TextStyle = { size: 9 };
  const column = (x: number, lines: [string, TextStyle][]) =>
    lines.reduce((y, [text, style]) => y + drawText(pdf.doc, pdf.fonts, text, { x, y, width: half, style }), pdf.y);
  const leftEnd = column(MARGIN, [
    [supplier.nameEn, name],
    [supplier.addressEn, body],
    [`${LABELS.trn.en}: ${supplier.trn}`, { size: 9, weight: 'bold' }],
  ]);
  const rightEnd = column(right, [
    [supplier.nameAr, name],
    [supplier.addressAr, body],
    [`${LABELS.trn.ar}: ${supplier.trn}`, { size: 9, weight: 'bold' }],
  ]);
  pdf.y = Math.max(leftEnd, rightEnd) + 8;
  rule(pdf);
}

/** Rows of facts: English label | value | Arabic label, on one baseline. */
export function drawFacts(pdf: Pdf, facts: { label: Bilingual; value: string }[]): void {
  const labelWidth = 130;
  const valueX = MARGIN + labelWidth + 8;
  const valueWidth = CONTENT_WIDTH - 2 * (labelWidth + 8);
  const label: TextStyle = { size: 9, weight: 'bold', color: MUTED };
  for (const fact of facts) {
    const cells = [
      { block: layoutText(pdf.doc, pdf.fonts, fact.label.en, label, labelWidth), x: MARGIN, width: labelWidth },
      { block: layoutText(pdf.doc, pdf.fonts, fact.value, { size: 9 }, valueWidth), x: valueX, width: valueWidth },
      {
        block: layoutText(pdf.doc, pdf.fonts, fact.label.ar, label, labelWidth),
        x: MARGIN + CONTENT_WIDTH - labelWidth,
        width: labelWidth,
        align: 'right' as const,
      },
    ];
    const height = Math.max(...cells.map((cell) => cell.block.height)) + 3;
    ensureSpace(pdf, height);
    for (const cell of cells) drawTextBlock(pdf.doc, cell.block, cell.x, pdf.y, cell.width, cell.align);
    pdf.y += height;
  }
  pdf.y += 6;
  rule(pdf);
}

/** A horizontal rule across the content at the cursor, `lineWidth` points thick, `airBelowPt` of air below. */
export function rule(pdf: Pdf, lineWidth = 0.5, airBelowPt = 10): void {
  pdf.doc
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + CONTENT_WIDTH, pdf.y)
    .lineWidth(lineWidth)
    .strokeColor(RULE)
    .stroke();
  pdf.y += airBelowPt;
}

/** English on the left, Arabic on the right of one row; returns the row's height. */
function bilingualRow(pdf: Pdf, y: number, text: Bilingual, style: TextStyle): number {
  const half = CONTENT_WIDTH / 2 - 5;
  const en = drawText(pdf.doc, pdf.fonts, text.en, { x: MARGIN, y, width: half, style, align: 'left' });
  const arX = MARGIN + CONTENT_WIDTH - half;
  const ar = drawText(pdf.doc, pdf.fonts, text.ar, { x: arX, y, width: half, style, align: 'right' });
  return Math.max(en, ar);
}
