import { open } from 'node:fs/promises';
import { findActivePdfContent } from './pdf-check';
import { checkWordDocument } from './word-check';

/** Files per upload call. */
export const MAX_FILES_PER_UPLOAD = 10;

/** What a file's bytes say it is, by MIME type: the only kinds an enquiry may carry, with the extension they are stored under. */
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/heic', 'heic'],
  ['image/heif', 'heif'],
  ['application/pdf', 'pdf'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/msword', 'doc'],
]);
const LEGACY_WORD = 'application/msword';

/** Why a file is refused: not an allowed kind at all, or an allowed kind carrying active content. */
export type FileRefusalCode = 'file_type_not_allowed' | 'file_content_not_allowed';

/** The verdict on one file: its MIME type and extension judged from content, or why it is refused. */
export type FileVerdict =
  | { isAllowed: true; mime: string; ext: string }
  | { isAllowed: false; code: FileRefusalCode; reason: string };

/** The extension a kept file of `mime` is named with (`bin` for a type no upload can have). */
export function extensionOf(mime: string): string {
  return ALLOWED.get(mime) ?? 'bin';
}

async function readAll(filepath: string): Promise<Buffer> {
  const handle = await open(filepath, 'r');
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

const allowed = (mime: string): FileVerdict => ({ isAllowed: true, mime, ext: extensionOf(mime) });
const refusedType = (reason: string): FileVerdict => ({ isAllowed: false, code: 'file_type_not_allowed', reason });
const refusedContent = (reason: string): FileVerdict => ({
  isAllowed: false,
  code: 'file_content_not_allowed',
  reason: `contains ${reason}`,
});

/**
 * Judges a stored upload by its bytes (docs/architecture.md 5), never by its name or declared type:
 * JPEG, PNG, WebP, HEIC/HEIF images, PDF and Word (.docx; .doc when the OLE compound file's
 * directory holds a Word document, word-check.ts). HTML, SVG, scripts and executables are
 * refused whatever they are called (`file_type_not_allowed`); a PDF with JavaScript, actions,
 * embedded files or media (pdf-check.ts), or a .doc with macros, is refused as
 * `file_content_not_allowed`. The caller has already checked the size (≤ MAX_UPLOAD_FILE_BYTES).
 */
export async function checkFileContent(filepath: string): Promise<FileVerdict> {
  const bytes = await readAll(filepath);
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(new Uint8Array(bytes));
  if (!detected) return refusedType('unrecognised content (text, HTML or SVG)');
  if (detected.mime === 'application/pdf') {
    const active = await findActivePdfContent(bytes);
    return active ? refusedContent(active) : allowed(detected.mime);
  }
  if (detected.mime === 'application/x-cfb') {
    const word = checkWordDocument(bytes);
    if (word.isWord) return allowed(LEGACY_WORD);
    return word.isActive ? refusedContent(word.reason) : refusedType(word.reason);
  }
  if (detected.mime !== LEGACY_WORD && ALLOWED.has(detected.mime)) return allowed(detected.mime);
  return refusedType(`content is ${detected.mime}`);
}
