import { PRIZE_50_OFF, taxInvoiceLines } from '@outlet-shop/shop-rules';
import PDFDocument from 'pdfkit';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { layoutText } from '../src/tax-documents/pdf/bidi-text.ts';
import { renderCreditNote } from '../src/tax-documents/pdf/credit-note.ts';
import type { CreditNoteDocument, TaxInvoiceDocument } from '../src/tax-documents/pdf/documents.ts';
import { loadInvoiceFonts, registerInvoiceFonts } from '../src/tax-documents/pdf/fonts.ts';
import { renderTaxInvoice } from '../src/tax-documents/pdf/tax-invoice.ts';

// The PDFs are read back with pdf.js (unpdf), the way a viewer's copy and search read them: its
// text comes from the fonts' ToUnicode tables, and it turns right-to-left glyphs (stored in
// visual order) back into logical order. That Arabic letters are drawn joined is not visible in
// extracted text; it was checked on the PDFs rendered to PNG (docs/decisions/047-tax-invoices.md).

const A4_WIDTH = 595.28;

const supplier = {
  nameEn: 'Outlet Sweets Trading LLC',
  nameAr: 'أوتلت للحلويات للتجارة ذ.م.م',
  addressEn: 'Warehouse 12, Al Quoz Industrial Area 3\nDubai, United Arab Emirates',
  addressAr: 'مستودع 12، منطقة القوز الصناعية 3\nدبي، الإمارات العربية المتحدة',
  trn: '100234567800003',
};

const customer = {
  name: 'Layla Ahmed',
  email: 'layla.ahmed@example.ae',
  addressLines: ['Villa 7, Street 12', 'Al Barsha 2', 'Dubai, United Arab Emirates', 'Mobile: +971 50 123 4567'],
};

function invoice(): TaxInvoiceDocument {
  // 2 × 24.50 + 12.50 + 39.99 = 101.49; the prize halves it (50.74 off); delivery 10.00 on 50.75
  const amounts = taxInvoiceLines({
    lines: [
      { description: 'Chocolate Wafer Box 400g', quantity: 2, unitPriceFils: 2450 },
      { description: 'Pistachio Maamoul 12 pcs', quantity: 1, unitPriceFils: 1250 },
      { description: 'معمول بالتمر', quantity: 1, unitPriceFils: 3999 },
    ],
    discountFils: 5074,
    deliveryFeeFils: 1000,
    discountDescription: PRIZE_50_OFF,
  });
  return {
    number: 'INV-2026-000123',
    issuedAt: new Date('2026-03-14T09:30:00Z'),
    supplier,
    customer,
    orderReference: 'NOT-20260314-7K3M9Q',
    lines: amounts.lines,
    discountFils: 5074,
    deliveryFeeFils: 1000,
    totalFils: amounts.totalFils,
    vatFils: amounts.vatFils,
    currency: 'AED',
  };
}

function creditNote(): CreditNoteDocument {
  // One wafer box back, at the half price the prize made it
  const credited = taxInvoiceLines({
    lines: [{ description: 'Chocolate Wafer Box 400g', quantity: 1, unitPriceFils: 2450 }],
    discountFils: 1225,
    deliveryFeeFils: 0,
    discountDescription: PRIZE_50_OFF,
  });
  return {
    number: 'CN-2026-000004',
    issuedAt: new Date('2026-03-20T21:15:00Z'), // 21 March in Dubai
    supplier,
    customer: { ...customer, name: 'ليلى أحمد' },
    orderReference: 'NOT-20260314-7K3M9Q',
    invoiceNumber: 'INV-2026-000123',
    invoiceDate: new Date('2026-03-14T09:30:00Z'),
    reason: 'One box arrived damaged',
    lines: credited.lines,
    totalFils: credited.totalFils,
    vatFils: credited.vatFils,
    currency: 'AED',
  };
}

interface TextItem {
  str: string;
  dir: string;
  x: number;
  y: number;
  width: number;
  page: number;
}

/** Every piece of text of the PDF with its place (points from the bottom left), and the page sizes. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const items: TextItem[] = [];
  const views: number[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    views.push(page.view);
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      items.push({ str: item.str, dir: item.dir, x, y, width: item.width, page: number });
    }
  }
  return { items, views, rows: rows(items) };
}

/** The text lines as a reader sees them: items on one baseline, left to right, joined by a space. */
function rows(items: TextItem[]): string[] {
  const lines = new Map<string, TextItem[]>();
  for (const item of items) {
    const key = `${item.page}:${Math.round(item.y)}`;
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  return [...lines.values()].map((line) =>
    line
      .sort((a, b) => a.x - b.x)
      .map((item) => item.str.trim())
      .join(' '),
  );
}

/**
 * The pieces of the right-hand (Arabic) line that holds `anchor`, right to left: the order an
 * Arabic reader reads them in. Each piece's own text already comes back in logical order.
 */
function rightToLeft(items: TextItem[], anchor: string): string[] {
  const line = itemOf(items, anchor);
  return items
    .filter((item) => item.page === line.page && Math.abs(item.y - line.y) < 1 && item.x > A4_WIDTH / 2 - 20)
    .sort((a, b) => b.x - a.x)
    .map((item) => item.str.trim());
}

function itemOf(items: TextItem[], str: string): TextItem {
  const found = items.find((item) => item.str.trim() === str);
  if (!found) throw new Error(`'${str}' is not in the PDF's text: ${items.map((item) => item.str).join(' | ')}`);
  return found;
}

describe('renderTaxInvoice', () => {
  it('is an A4 PDF with its fonts embedded, the same bytes for the same invoice', async () => {
    const bytes = await renderTaxInvoice(invoice());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = bytes.toString('latin1');
    expect(raw.match(/\/FontFile2/g)?.length).toBeGreaterThanOrEqual(2);
    expect(raw).not.toContain('Helvetica');
    const { views } = await readPdf(bytes);
    expect(views).toEqual([[0, 0, A4_WIDTH, 841.89]]);
    expect((await renderTaxInvoice(invoice())).equals(bytes)).toBe(true);
  });

  it('shows the title, the supplier with its TRN, the number, date and order reference, in both languages', async () => {
    const { items, rows } = await readPdf(await renderTaxInvoice(invoice()));
    expect(itemOf(items, 'Tax Invoice').x).toBeLessThan(A4_WIDTH / 2);
    const arabicTitle = itemOf(items, 'فاتورة ضريبية');
    expect(arabicTitle).toMatchObject({ dir: 'rtl' });
    expect(arabicTitle.x + arabicTitle.width).toBeCloseTo(A4_WIDTH - 40, 0);
    expect(itemOf(items, 'Warehouse 12, Al Quoz Industrial Area 3').x).toBe(40);
    expect(itemOf(items, 'TRN: 100234567800003').x).toBe(40);
    // Arabic lines read right to left; a number keeps its digits left to right inside them
    expect(rightToLeft(items, 'أوتلت للحلويات للتجارة ذ')).toEqual(['أوتلت للحلويات للتجارة ذ', '.', 'م', '.', 'م']);
    expect(rightToLeft(items, 'مستودع')).toEqual(['مستودع', '12', '، منطقة القوز الصناعية', '3']);
    expect(rightToLeft(items, 'الرقم الضريبي')).toEqual(['الرقم الضريبي', '100234567800003 :']);
    expect(rows).toContain('Invoice number INV-2026-000123 رقم الفاتورة');
    expect(rows).toContain('Date of issue 14 March 2026 تاريخ الإصدار');
    expect(rows).toContain('Order reference NOT-20260314-7K3M9Q مرجع الطلب');
    expect(rows).toContain('Customer Layla Ahmed العميل');
    expect(rows).toContain('Mobile: +971 50 123 4567');
  });

  it('lists every line with quantity, unit price, taxable amount, VAT per line and total, in AED to the fils', async () => {
    const { rows } = await readPdf(await renderTaxInvoice(invoice()));
    expect(rows).toContain('Description Qty Unit price Taxable amount VAT 5% Total incl. VAT');
    expect(rows).toContain('الوصف الكمية سعر الوحدة المبلغ الخاضع للضريبة ضريبة القيمة الإجمالي شامل الضريبة');
    expect(rows).toEqual(
      expect.arrayContaining([
        'Chocolate Wafer Box 400g 2 AED 24.50 AED 46.67 AED 2.33 AED 49.00',
        'Pistachio Maamoul 12 pcs 1 AED 12.50 AED 11.90 AED 0.60 AED 12.50',
        'معمول بالتمر 1 AED 39.99 AED 38.09 AED 1.90 AED 39.99',
        '50% Off on next order 1 -AED 50.74 -AED 48.32 -AED 2.42 -AED 50.74',
        'Delivery fee 1 AED 10.00 AED 9.52 AED 0.48 AED 10.00',
      ]),
    );
  });

  it('totals the items, discount, delivery fee, taxable amount, VAT charged and total', async () => {
    const { rows } = await readPdf(await renderTaxInvoice(invoice()));
    expect(rows).toEqual(
      expect.arrayContaining([
        'Items total مجموع المنتجات AED 101.49',
        'Discount الخصم -AED 50.74',
        'Delivery fee رسوم التوصيل AED 10.00',
        'Total taxable amount (excl. VAT) إجمالي المبلغ الخاضع للضريبة AED 57.86',
        'Total VAT 5% إجمالي ضريبة القيمة المضافة AED 2.89',
        'Total (incl. VAT) الإجمالي شامل ضريبة القيمة المضافة AED 60.75',
      ]),
    );
  });

  it('runs a long order onto more pages, repeating the table header and numbering the pages', async () => {
    const item = { description: 'Chocolate Wafer Box 400g', quantity: 1, unitPriceFils: 2450 };
    const amounts = taxInvoiceLines({ lines: Array(60).fill(item), discountFils: 0, deliveryFeeFils: 0 });
    const long = { ...invoice(), ...amounts, discountFils: 0, deliveryFeeFils: 0 };
    const { items, rows } = await readPdf(await renderTaxInvoice(long));
    const pages = Math.max(...items.map((entry) => entry.page));
    expect(pages).toBeGreaterThan(1);
    // AED 70.00 of VAT on AED 1470.00 shared over 60 equal lines: 40 × 1.17 + 20 × 1.16 (decision 066).
    expect(
      rows.filter((row) => row === 'Chocolate Wafer Box 400g 1 AED 24.50 AED 23.33 AED 1.17 AED 24.50'),
    ).toHaveLength(40);
    expect(
      rows.filter((row) => row === 'Chocolate Wafer Box 400g 1 AED 24.50 AED 23.34 AED 1.16 AED 24.50'),
    ).toHaveLength(20);
    expect(items.filter((entry) => entry.str === 'Unit price')).toHaveLength(pages);
    expect(rows.filter((row) => row.startsWith('INV-2026-000123 · Page '))).toHaveLength(pages);
    const lastPage = items.filter((entry) => entry.page === pages);
    expect(rightToLeft(lastPage, 'صفحة').join(' ')).toBe(`صفحة ${pages} من ${pages}`);
    expect(rows).toContain('Total (incl. VAT) الإجمالي شامل ضريبة القيمة المضافة AED 1470.00');
  });

  it('refuses figures that do not add up', async () => {
    await expect(renderTaxInvoice({ ...invoice(), vatFils: invoice().vatFils + 1 })).rejects.toThrow(RangeError);
    await expect(renderTaxInvoice({ ...invoice(), discountFils: 0 })).rejects.toThrow(/discount/);
    await expect(renderTaxInvoice({ ...invoice(), number: 'INV-123' })).rejects.toThrow(/INV-YYYY-NNNNNN/);
  });
});

describe('renderCreditNote', () => {
  it('names itself, references the invoice with its date, and gives the reason', async () => {
    const { items, rows } = await readPdf(await renderCreditNote(creditNote()));
    expect(itemOf(items, 'Tax Credit Note').x).toBeLessThan(A4_WIDTH / 2);
    expect(itemOf(items, 'إشعار دائن ضريبي').x).toBeGreaterThan(A4_WIDTH / 2);
    expect(itemOf(items, 'TRN: 100234567800003').x).toBe(40);
    expect(rightToLeft(items, 'الرقم الضريبي')).toEqual(['الرقم الضريبي', '100234567800003 :']);
    expect(rows).toContain('Credit note number CN-2026-000004 رقم الإشعار الدائن');
    expect(rows).toContain('Date of issue 21 March 2026 تاريخ الإصدار');
    expect(rows).toContain('Original tax invoice INV-2026-000123, 14 March 2026 الفاتورة الضريبية الأصلية');
    expect(rows).toContain('Reason One box arrived damaged سبب الإصدار');
    // An Arabic name is set right to left, against the right edge of the value column
    expect(itemOf(items, 'ليلى أحمد')).toMatchObject({ dir: 'rtl' });
  });

  it('lists the credited lines and the totals credited', async () => {
    const { rows } = await readPdf(await renderCreditNote(creditNote()));
    expect(rows).toEqual(
      expect.arrayContaining([
        'Chocolate Wafer Box 400g 1 AED 24.50 AED 23.33 AED 1.17 AED 24.50',
        '50% Off on next order 1 -AED 12.25 -AED 11.66 -AED 0.59 -AED 12.25',
        'Total taxable amount (excl. VAT) إجمالي المبلغ الخاضع للضريبة AED 11.67',
        // The refund's VAT by the order's rule: round(12.25 × 5/105) (decision 066).
        'VAT credited 5% ضريبة القيمة المضافة المردودة AED 0.58',
        'Total credited (incl. VAT) إجمالي المبلغ المردود شامل الضريبة AED 12.25',
      ]),
    );
  });

  it('refuses a credit note without a proper invoice number', async () => {
    await expect(renderCreditNote({ ...creditNote(), invoiceNumber: '' })).rejects.toThrow(/invoice number/);
  });
});

describe('bidi text layout', () => {
  async function runs(text: string, width = 500) {
    const fonts = await loadInvoiceFonts();
    const doc = new PDFDocument({ font: null as unknown as string });
    registerInvoiceFonts(doc, fonts);
    return layoutText(doc, fonts, text, { size: 10 }, width).lines.map((line) => ({
      isRtl: line.isRtl,
      runs: line.runs.map((run) => run.text),
    }));
  }

  it('orders an Arabic label with a number right to left: the number ends up on the left', async () => {
    // Arabic runs stay in logical order (fontkit reverses them); the rest is given in visual order
    expect(await runs('الرقم الضريبي: 100234567800003')).toEqual([
      { isRtl: true, runs: ['100234567800003', ' :', 'الرقم الضريبي'] },
    ]);
  });

  it('keeps an Arabic phrase inside English text as one right-to-left run', async () => {
    expect(await runs('Dates — معمول بالتمر (12 pcs)')).toEqual([
      { isRtl: false, runs: ['Dates — ', 'معمول بالتمر', ' ', '(12 pcs)'] },
    ]);
  });

  it('mirrors brackets inside Arabic text and wraps right-to-left lines by words', async () => {
    // Drawn left to right: '(' 'قطعة' ' ' '12' ')' ' معمول', read right to left: معمول (12 قطعة)
    expect(await runs('معمول (12 قطعة)')).toEqual([{ isRtl: true, runs: ['(', 'قطعة', ' ', '12', ')', 'معمول '] }]);
    const wrapped = await runs('ضريبة القيمة المضافة', 60);
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.flatMap((line) => line.runs).join(' ')).toBe('ضريبة القيمة المضافة');
  });
});
