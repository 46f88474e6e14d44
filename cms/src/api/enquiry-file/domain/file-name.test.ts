import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, MAX_STEM_LENGTH, storedFileName } from './file-name';

const BIDI_AND_CONTROL = /[\p{Cc}\p{Cf}]/u;

describe('storedFileName (docs/architecture.md 5)', () => {
  it.each([
    ['invoice.html', 'jpg', 'invoice.jpg'],
    ['photo.JPEG', 'jpg', 'photo.jpg'],
    ['cv.pdf.exe', 'pdf', 'cv.pdf.pdf'],
    ['scan', 'png', 'scan.png'],
    ['..\\..\\windows\\evil.html', 'png', 'evil.png'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['.htaccess', 'pdf', 'htaccess.pdf'],
    ['a<b>:c"d|e?f*.doc', 'doc', 'a_b__c_d_e_f_.doc'],
    ['فاتورة الشراء.pdf', 'pdf', 'فاتورة الشراء.pdf'],
    ['', 'pdf', 'attachment.pdf'],
    ['\u202e\u202d', 'pdf', 'attachment.pdf'],
  ])('%s holding %s → %s', (original, extension, stored) => {
    expect(storedFileName(original, extension)).toBe(stored);
  });

  it('drops right-to-left overrides, isolates, marks, zero-width and control characters', () => {
    const name = storedFileName('invoice\u202Egpj.exe', 'jpg');
    expect(name).toBe('invoicegpj.jpg');
    const everything =
      'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069i\u200Ej\u200Fk\u200Bl\u0000m\r\nn\u2028o.pdf';
    expect(storedFileName(everything, 'pdf')).toBe('abcdefghijklmno.pdf');
    expect(BIDI_AND_CONTROL.test(storedFileName(everything, 'pdf'))).toBe(false);
  });

  it(`caps the name at ${MAX_STEM_LENGTH} characters before the extension, never splitting a character`, () => {
    expect(storedFileName(`${'x'.repeat(500)}.pdf`, 'pdf')).toBe(`${'x'.repeat(MAX_STEM_LENGTH)}.pdf`);
    const emoji = storedFileName(`${'😀'.repeat(150)}.png`, 'png');
    expect(Array.from(emoji)).toHaveLength(MAX_STEM_LENGTH + 4);
    expect(emoji.isWellFormed()).toBe(true);
  });
});

describe('cleanFileName', () => {
  it('keeps the visitor’s own extension for messages, cleaned the same way', () => {
    expect(cleanFileName('C:\\Users\\me\\evil\u202Efdp.html')).toBe('evilfdp.html');
  });
});

describe('attachmentDisposition (RFC 6266)', () => {
  it('gives an ASCII filename and the exact UTF-8 name in filename*', () => {
    expect(attachmentDisposition('invoice.jpg')).toBe(
      `attachment; filename="invoice.jpg"; filename*=UTF-8''invoice.jpg`,
    );
    expect(attachmentDisposition("فاتورة (1)'s.pdf")).toBe(
      `attachment; filename="______ (1)'s.pdf"; filename*=UTF-8''%D9%81%D8%A7%D8%AA%D9%88%D8%B1%D8%A9%20%281%29%27s.pdf`,
    );
  });
});
