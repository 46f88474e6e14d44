import { getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF (an invoice, a credit note, a packing slip) as a reader would search it: every
 * text item of every page in order, joined by single spaces (pdf.js gives an Arabic run back in
 * logical order). For tests that read back what a shopper or staff member would see printed.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const parts: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    for (const item of (await page.getTextContent()).items) if ('str' in item) parts.push(item.str);
  }
  return parts.join(' ');
}
