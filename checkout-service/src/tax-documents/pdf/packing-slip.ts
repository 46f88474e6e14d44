import { drawText, drawTextBlock, layoutText, type TextStyle } from './bidi-text.ts';
import { formatInvoiceDate } from './documents.ts';
import { loadInvoiceFonts } from './fonts.ts';
import { type Bilingual, LABELS } from './labels.ts';
import {
  CONTENT_WIDTH,
  drawFacts,
  drawTitle,
  ensureSpace,
  finishPdf,
  MARGIN,
  type Pdf,
  RULE,
  rule,
  startPdf,
} from './page.ts';

/**
 * What a packing slip (the delivery note that travels with the parcel) says: the shop, the order,
 * where it goes and what is in it, with no prices. Any text may be Arabic or English.
 */
export interface PackingSlipDocument {
  /** The shop's name in English and Arabic. */
  shop: Bilingual;
  /** The order's reference, 'NOT-…'. */
  orderReference: string;
  /** When the order was paid (printed as its date in UAE time). */
  orderedAt: Date;
  recipient: {
    name: string;
    /** The shopper's mobile number as they gave it. */
    phone: string;
    /** House or flat and building, area, city (each a line; the city also in Arabic). */
    addressLines: string[];
    /** What the courier looks for ('opposite the mosque'); empty when none was given. */
    landmark: string;
  };
  /** What to pack: the description (English, with the Arabic under it when recorded) and whole pieces. */
  lines: { description: string; quantity: number }[];
}

const BOX = 11;
const PADDING = 5;
const QUANTITY_WIDTH = 70;
const TICK_WIDTH = 30;
const HEADER_FILL = '#efefef';

/**
 * A packing slip as A4 PDF bytes: 'Packing Slip / Delivery Note' in English and Arabic, the shop's
 * name in both, the order reference and date, the recipient (name, address, landmark, mobile), a
 * table of items and quantities with a box to tick per line and the number of pieces, and lines
 * for who packed and who received it. Every label in both languages, Arabic shaped and ordered
 * as on the tax invoice (the same fonts and bidi layout, docs/decisions/047). The same slip gives
 * the same bytes.
 *
 * @throws RangeError when a quantity is not a whole number of at least 1, or there are no lines.
 */
export async function renderPackingSlip(slip: PackingSlipDocument): Promise<Buffer> {
  if (slip.lines.length === 0) throw new RangeError('Cannot render the packing slip: there are no lines');
  for (const line of slip.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Cannot render the packing slip: quantity of '${line.description}' is not a whole piece`);
    }
  }
  const { pdf, bytes } = startPdf(await loadInvoiceFonts(), {
    title: `${LABELS.packingSlip.en} ${slip.orderReference}`,
    author: slip.shop.en,
    createdAt: slip.orderedAt,
  });
  drawTitle(pdf, LABELS.packingSlip);
  drawShop(pdf, slip.shop);
  drawFacts(pdf, [
    { label: LABELS.orderReference, value: slip.orderReference },
    { label: LABELS.orderDate, value: formatInvoiceDate(slip.orderedAt) },
    { label: LABELS.deliverTo, value: [slip.recipient.name, ...slip.recipient.addressLines].join('\n') },
    ...(slip.recipient.landmark.trim() ? [{ label: LABELS.landmark, value: slip.recipient.landmark }] : []),
    { label: LABELS.phone, value: slip.recipient.phone },
  ]);
  drawItems(pdf, slip.lines);
  drawSignatures(pdf);
  finishPdf(pdf, slip.orderReference, LABELS.slipNote);
  return bytes;
}

function drawShop(pdf: Pdf, shop: Bilingual): void {
  const half = CONTENT_WIDTH / 2 - 10;
  const style: TextStyle = { size: 12, weight: 'bold' };
  const left = drawText(pdf.doc, pdf.fonts, shop.en, { x: MARGIN, y: pdf.y, width: half, style, align: 'left' });
  const right = drawText(pdf.doc, pdf.fonts, shop.ar, {
    x: MARGIN + CONTENT_WIDTH - half,
    y: pdf.y,
    width: half,
    style,
    align: 'right',
  });
  pdf.y += Math.max(left, right) + 8;
  rule(pdf);
}

/** Tick box | item (English, Arabic) | quantity, the header repeated on each page, then the pieces in all. */
function drawItems(pdf: Pdf, lines: PackingSlipDocument['lines']): void {
  const itemWidth = CONTENT_WIDTH - TICK_WIDTH - QUANTITY_WIDTH;
  const header = () => {
    const style: TextStyle = { size: 8, weight: 'bold' };
    const item = layoutText(pdf.doc, pdf.fonts, `${LABELS.item.en}\n${LABELS.item.ar}`, style, itemWidth - 2 * PADDING);
    const quantity = layoutText(
      pdf.doc,
      pdf.fonts,
      `${LABELS.quantity.en}\n${LABELS.quantity.ar}`,
      style,
      QUANTITY_WIDTH - 2 * PADDING,
    );
    const height = Math.max(item.height, quantity.height) + 2 * PADDING;
    pdf.doc.rect(MARGIN, pdf.y, CONTENT_WIDTH, height).fill(HEADER_FILL);
    drawTextBlock(pdf.doc, item, MARGIN + TICK_WIDTH + PADDING, pdf.y + PADDING, itemWidth - 2 * PADDING, 'left');
    drawTextBlock(
      pdf.doc,
      quantity,
      MARGIN + TICK_WIDTH + itemWidth + PADDING,
      pdf.y + PADDING,
      QUANTITY_WIDTH - 2 * PADDING,
      'right',
    );
    pdf.y += height;
  };
  ensureSpace(pdf, 80);
  header();
  for (const line of lines) {
    const item = layoutText(pdf.doc, pdf.fonts, line.description, { size: 10 }, itemWidth - 2 * PADDING);
    const quantity = layoutText(
      pdf.doc,
      pdf.fonts,
      String(line.quantity),
      { size: 12, weight: 'bold' },
      QUANTITY_WIDTH - 2 * PADDING,
    );
    const height = Math.max(item.height, quantity.height, BOX) + 2 * PADDING;
    if (ensureSpace(pdf, height)) header();
    pdf.doc
      .rect(MARGIN + (TICK_WIDTH - BOX) / 2, pdf.y + PADDING + 1, BOX, BOX)
      .lineWidth(0.8)
      .strokeColor('#000000')
      .stroke();
    drawTextBlock(pdf.doc, item, MARGIN + TICK_WIDTH + PADDING, pdf.y + PADDING, itemWidth - 2 * PADDING, 'auto');
    drawTextBlock(
      pdf.doc,
      quantity,
      MARGIN + TICK_WIDTH + itemWidth + PADDING,
      pdf.y + PADDING,
      QUANTITY_WIDTH - 2 * PADDING,
      'right',
    );
    pdf.y += height;
    rule(pdf, 0.3, 0);
  }
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  pdf.y += 6;
  drawFactsRow(pdf, { en: 'Pieces in all', ar: 'مجموع القطع' }, String(pieces));
  pdf.y += 10;
}

function drawFactsRow(pdf: Pdf, label: Bilingual, value: string): void {
  const style: TextStyle = { size: 10, weight: 'bold' };
  const width = 200;
  drawText(pdf.doc, pdf.fonts, label.en, { x: MARGIN, y: pdf.y, width, style, align: 'left' });
  drawText(pdf.doc, pdf.fonts, label.ar, { x: MARGIN + width, y: pdf.y, width: width - 10, style, align: 'right' });
  const height = drawText(pdf.doc, pdf.fonts, value, {
    x: MARGIN + 2 * width,
    y: pdf.y,
    width: CONTENT_WIDTH - 2 * width,
    style: { size: 12, weight: 'bold' },
    align: 'right',
  });
  pdf.y += height + 4;
}

/** Two lines to sign: who packed it, who received it. */
function drawSignatures(pdf: Pdf): void {
  ensureSpace(pdf, 70);
  const half = CONTENT_WIDTH / 2 - 10;
  const style: TextStyle = { size: 8.5, color: '#5c5c5c' };
  for (const [index, label] of [LABELS.packedBy, LABELS.receivedBy].entries()) {
    const x = MARGIN + index * (half + 20);
    pdf.doc
      .moveTo(x, pdf.y + 30)
      .lineTo(x + half, pdf.y + 30)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    drawText(pdf.doc, pdf.fonts, `${label.en}\n${label.ar}`, { x, y: pdf.y + 34, width: half, style, align: 'auto' });
  }
  pdf.y += 64;
}
