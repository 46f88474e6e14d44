import { open } from 'node:fs/promises';
import path from 'node:path';

/**
 * The media staff may upload (docs/product.md 9, the media library): the image types the shop
 * shows, by MIME type, with the extension a kept file of that type is named with. No SVG (it runs
 * script when opened), no HTML, no PDF, nothing else.
 */
export const MEDIA_TYPES: ReadonlyMap<string, string> = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/avif', 'avif'],
]);

/** The MIME types of {@link MEDIA_TYPES}, as the upload plugin's `security.allowedTypes` takes them. */
export const MEDIA_MIME_TYPES: readonly string[] = [...MEDIA_TYPES.keys()];

/** The clear words of a refused media file; the upload answers them with 400. */
export const MEDIA_REFUSED_MESSAGE = 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded';

/** Bytes read to recognise a file's type: what file-type needs. */
const SNIFF_BYTES = 4100;

/** The verdict on one media file: its type and extension judged from its bytes, or why it is refused. */
export type MediaVerdict = { isAllowed: true; mime: string; ext: string } | { isAllowed: false; reason: string };

async function firstBytes(filepath: string): Promise<Uint8Array> {
  const handle = await open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * What a media file is, judged by its bytes (file-type), never by its name or declared type: one
 * of {@link MEDIA_TYPES}, or refused with the type found ('unrecognised content' for text, HTML or
 * SVG). Whether the bytes decode as that image is the caller's second check.
 */
export async function mediaTypeOf(filepath: string): Promise<MediaVerdict> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(await firstBytes(filepath));
  if (!detected) return { isAllowed: false, reason: 'unrecognised content (text, HTML or SVG)' };
  const ext = MEDIA_TYPES.get(detected.mime);
  if (!ext) return { isAllowed: false, reason: `content is ${detected.mime}` };
  return { isAllowed: true, mime: detected.mime, ext };
}

/**
 * `name` with the extension `ext` in place of its own (`page.html` → `page.gif`, `photo` →
 * `photo.jpg`), so a file is kept and served under the type its content is. Folders are dropped.
 */
export function nameWithExtension(name: string, ext: string): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const stem = base.slice(0, base.length - path.extname(base).length) || 'image';
  return `${stem}.${ext}`;
}
