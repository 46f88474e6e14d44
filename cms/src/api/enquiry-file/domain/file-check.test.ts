import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as CFB from 'cfb';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFileContent } from './file-check';

const OLE = Buffer.from('d0cf11e0a1b11ae1', 'hex');

/** A real OLE compound file as Word 97–2003 writes one: a root `WordDocument` stream opening with its FIB. */
function wordDocument(extra: Record<string, Buffer> = {}): Buffer {
  const container = CFB.utils.cfb_new();
  const fib = Buffer.alloc(1024);
  fib.writeUInt16LE(0xa5ec, 0);
  CFB.utils.cfb_add(container, '/WordDocument', fib);
  CFB.utils.cfb_add(container, '/1Table', Buffer.alloc(1024));
  for (const [name, content] of Object.entries(extra)) CFB.utils.cfb_add(container, name, content);
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}
const SAMPLES: Array<[string, Buffer, string | null]> = [
  ['JPEG', Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(32)]), 'image/jpeg'],
  ['PNG', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)]), 'image/png'],
  [
    'WebP',
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]),
    'image/webp',
  ],
  ['HEIC', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(40)]), 'image/heic'],
  ['PDF', Buffer.from('%PDF-1.7\n%%EOF\n'), 'application/pdf'],
  ['Word 97-2003', wordDocument(), 'application/msword'],
  [
    'text behind an OLE signature that merely mentions WordDocument',
    Buffer.concat([OLE, Buffer.alloc(600), Buffer.from('<html>WordDocument</html>', 'utf16le')]),
    null,
  ],
  ['a text file that says WordDocument', Buffer.from('WordDocument WordDocument'), null],
  ['Word 97-2003 with VBA macros', wordDocument({ '/Macros/VBA/ThisDocument': Buffer.alloc(64) }), null],
  [
    'an OLE installer (.msi)',
    Buffer.concat([OLE, Buffer.alloc(600), Buffer.from('SummaryInformation', 'utf16le')]),
    null,
  ],
  ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), null],
  ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
  [
    'a Windows executable',
    Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(64)]),
    null,
  ],
  ['a ZIP archive', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64)]), null],
];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'file-check-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function verdictOn(label: string, bytes: Uint8Array) {
  const filepath = path.join(folder, `${label.replace(/\W/g, '-')}.pdf`);
  await writeFile(filepath, bytes);
  return checkFileContent(filepath);
}

describe('checkFileContent (docs/architecture.md 5: judged by content, never by name)', () => {
  it.each(SAMPLES)('%s → %s', async (label, bytes, mime) => {
    const verdict = await verdictOn(label, bytes);
    expect(verdict.isAllowed ? verdict.mime : null).toBe(mime);
  });

  it('gives the extension of the detected type', async () => {
    expect(await verdictOn('doc', wordDocument())).toEqual({ isAllowed: true, mime: 'application/msword', ext: 'doc' });
    expect(await verdictOn('jpeg', SAMPLES[0][1])).toMatchObject({ ext: 'jpg' });
  });

  it('refuses a Word 97-2003 file with macros as active content, an OLE file without a document as a wrong type', async () => {
    const macros = await verdictOn('macros', wordDocument({ '/Macros/VBA/ThisDocument': Buffer.alloc(64) }));
    expect(macros).toEqual({ isAllowed: false, code: 'file_content_not_allowed', reason: 'contains macros' });
    const fake = await verdictOn('fake', Buffer.concat([OLE, Buffer.from('WordDocument', 'utf16le')]));
    expect(fake).toMatchObject({ isAllowed: false, code: 'file_type_not_allowed' });
  });

  it('refuses a PDF whose open action runs JavaScript (in a compressed object stream) and passes a plain one', async () => {
    const plain = await PDFDocument.create();
    plain.addPage().drawText('Invoice 42');
    expect(await verdictOn('plain', await plain.save())).toMatchObject({ isAllowed: true, mime: 'application/pdf' });
    const scripted = await PDFDocument.create();
    scripted.addPage();
    scripted.catalog.set(
      PDFName.of('OpenAction'),
      scripted.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
    expect(await verdictOn('scripted', await scripted.save())).toEqual({
      isAllowed: false,
      code: 'file_content_not_allowed',
      reason: 'contains JavaScript',
    });
  });
});
