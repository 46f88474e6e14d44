import { open } from 'node:fs/promises';

/** 5 MB per file (docs/product.md 5 uploads, docs/product.md 9). */
export const MAX_FILE_BYTES = 5_242_880;
/** Files per upload call. */
export const MAX_FILES_PER_UPLOAD = 10;

/** What a file's bytes say it is, by MIME type: the only kinds an enquiry may carry. */
const ALLOWED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
const LEGACY_WORD = 'application/msword';
/** The stream every Word 97–2003 document has (UTF-16LE), absent from other OLE files such as .msi installers. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The verdict on one file: its MIME type judged from content, or why it is refused. */
export type FileVerdict = { isAllowed: true; mime: string; ext: string } | { isAllowed: false; reason: string };

async function readAll(filepath: string): Promise<Buffer> {
  const handle = await open(filepath, 'r');
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * Judges a stored upload by its bytes (docs/architecture.md 5), never by its name or declared type:
 * JPEG, PNG, WebP, HEIC/HEIF images, PDF and Word (.docx, and .doc only when the OLE file
 * holds a WordDocument stream). HTML, SVG, scripts and executables are refused whatever
 * they are called. The caller has already checked the size (≤ MAX_FILE_BYTES).
 */
export async function checkFileContent(filepath: string): Promise<FileVerdict> {
  const bytes = await readAll(filepath);
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(new Uint8Array(bytes));
  if (!detected) return { isAllowed: false, reason: 'unrecognised content (text, HTML or SVG)' };
  if (detected.mime in ALLOWED) return { isAllowed: true, mime: detected.mime, ext: ALLOWED[detected.mime] };
  if (detected.mime === 'application/x-cfb' && bytes.includes(WORD_STREAM)) {
    return { isAllowed: true, mime: LEGACY_WORD, ext: 'doc' };
  }
  return { isAllowed: false, reason: `content is ${detected.mime}` };
}
