import { formatAed, type TaxInvoiceLine } from '@outlet-shop/shop-rules';
import { drawTextBlock, layoutText, type TextAlign, type TextBlock, type TextStyle } from './bidi-text.ts';
import { type Bilingual, LABELS } from './labels.ts';
import { CONTENT_WIDTH, ensureSpace, MARGIN, type Pdf, rule } from './page.ts';

/**
 * The lines table (description, quantity, unit price, taxable amount, VAT 5%, total, every
 * amount in AED to the fils, VAT per line) and the totals under it. Headers in both languages;
 * the table repeats its header on each page it runs onto.
 */

interface Column {
  label: Bilingual;
  width: number;
  align: TextAlign;
  cell: (line: TaxInvoiceLine) => string;
}

const PADDING = 4;
const NUMBER_WIDTHS = [34, 68, 78, 66, 76];
const HEADER_FILL = '#efefef';

const COLUMNS: Column[] = [
  {
    label: LABELS.description,
    width: CONTENT_WIDTH - NUMBER_WIDTHS.reduce((sum, width) => sum + width, 0),
    align: 'auto',
    cell: describe,
  },
  { label: LABELS.quantity, width: 34, align: 'right', cell: (line) => String(line.quantity) },
  { label: LABELS.unitPrice, width: 68, align: 'right', cell: (line) => formatAed(line.unitPriceFils) },
  { label: LABELS.taxableAmount, width: 78, align: 'right', cell: (line) => formatAed(line.taxableFils) },
  { label: LABELS.vat, width: 66, align: 'right', cell: (line) => formatAed(line.vatFils) },
  { label: LABELS.lineTotal, width: 76, align: 'right', cell: (line) => formatAed(line.totalFils) },
];

/** The table of lines, starting at the cursor and breaking onto new pages as needed. */
export function drawLinesTable(pdf: Pdf, lines: readonly TaxInvoiceLine[]): void {
  ensureSpace(pdf, 80);
  drawHeader(pdf);
  for (const line of lines) {
    const cells = COLUMNS.map((column) => layoutCell(pdf, column.cell(line), column, { size: 9 }));
    const height = rowHeight(cells);
    if (ensureSpace(pdf, height)) drawHeader(pdf);
    drawRow(pdf, cells);
    pdf.y += height;
    rule(pdf, 0.3, 0);
  }
  pdf.y += 12;
}

/** One totals row: English label, Arabic label, amount in fils; `isStrong` for the grand total. */
export interface TotalRow {
  label: Bilingual;
  fils: number;
  isStrong?: boolean;
}

/** The totals, kept together on one page: English label | Arabic label | amount. */
export function drawTotals(pdf: Pdf, rows: readonly TotalRow[]): void {
  const labelWidth = 200;
  const boxes: { x: number; width: number; align: TextAlign }[] = [
    { x: MARGIN, width: labelWidth, align: 'left' },
    { x: MARGIN + labelWidth, width: labelWidth - 10, align: 'right' },
    { x: MARGIN + 2 * labelWidth, width: CONTENT_WIDTH - 2 * labelWidth, align: 'right' },
  ];
  ensureSpace(pdf, rows.length * 20 + 20);
  for (const row of rows) {
    const style: TextStyle = row.isStrong ? { size: 10.5, weight: 'bold' } : { size: 9.5 };
    if (row.isStrong) rule(pdf);
    const texts = [row.label.en, row.label.ar, formatAed(row.fils)];
    const blocks = boxes.map((box, index) => layoutText(pdf.doc, pdf.fonts, texts[index] ?? '', style, box.width));
    boxes.forEach((box, index) => {
      const block = blocks[index];
      if (block) drawTextBlock(pdf.doc, block, box.x, pdf.y, box.width, box.align);
    });
    pdf.y += Math.max(...blocks.map((block) => block.height)) + 2;
  }
}

/** Items and the discount as the order documents name them (both languages); the delivery line also in Arabic. */
function describe(line: TaxInvoiceLine): string {
  if (line.kind === 'delivery') return `${line.description}\n${LABELS.delivery.ar}`;
  return line.description;
}

function drawHeader(pdf: Pdf): void {
  const style: TextStyle = { size: 7.5, weight: 'bold' };
  const cells = COLUMNS.map((column) => layoutCell(pdf, `${column.label.en}\n${column.label.ar}`, column, style));
  const height = rowHeight(cells);
  pdf.doc.rect(MARGIN, pdf.y, CONTENT_WIDTH, height).fill(HEADER_FILL);
  drawRow(pdf, cells);
  pdf.y += height;
}

function layoutCell(pdf: Pdf, text: string, column: Column, style: TextStyle) {
  return { block: layoutText(pdf.doc, pdf.fonts, text, style, column.width - 2 * PADDING), column };
}

function rowHeight(cells: { block: TextBlock }[]): number {
  return Math.max(...cells.map((cell) => cell.block.height)) + 2 * PADDING;
}

function drawRow(pdf: Pdf, cells: { block: TextBlock; column: Column }[]): void {
  let x = MARGIN;
  for (const { block, column } of cells) {
    drawTextBlock(pdf.doc, block, x + PADDING, pdf.y + PADDING, column.width - 2 * PADDING, column.align);
    x += column.width;
  }
}
