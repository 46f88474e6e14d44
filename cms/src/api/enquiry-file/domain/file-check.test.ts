import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFileContent } from './file-check';

const OLE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
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
  [
    'Word 97-2003',
    Buffer.concat([OLE, Buffer.alloc(600), Buffer.from('WordDocument', 'utf16le')]),
    'application/msword',
  ],
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

describe('checkFileContent (docs/architecture.md 5: judged by content, never by name)', () => {
  it.each(SAMPLES)('%s → %s', async (label, bytes, mime) => {
    const filepath = path.join(folder, `${label.replace(/\W/g, '-')}.pdf`);
    await writeFile(filepath, bytes);
    const verdict = await checkFileContent(filepath);
    expect(verdict.isAllowed ? verdict.mime : null).toBe(mime);
  });
});
