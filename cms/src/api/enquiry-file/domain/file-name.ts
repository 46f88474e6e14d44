/** Longest file-name stem kept, in characters (the extension comes on top). */
export const MAX_STEM_LENGTH = 100;

/**
 * Characters a file name never keeps: control characters (Cc), format characters (Cf: the bidi
 * embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E/U+200F,
 * zero-width characters), line and paragraph separators. They can hide a name's real extension
 * ("invoice‮gpj.exe" shows as "invoiceexe.jpg") or break a mail header.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Characters Windows refuses in a saved name; `"` and `\` would also need escaping in headers. */
const RESERVED = /[<>:"|?*]/g;
/** A trailing extension: a dot and 1–10 letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The visitor's file name as shown in messages: without folders, invisible characters
 * (control, bidi and zero-width) or characters Windows refuses, spaces collapsed, at most
 * MAX_STEM_LENGTH characters before its extension; 'attachment' when nothing is left.
 */
export function cleanFileName(original: string | null | undefined): string {
  const visible = (original ?? '').normalize('NFC').replace(INVISIBLE, '');
  const base = visible.split(/[\\/]/).pop() ?? '';
  const tidy = base.replace(RESERVED, '_').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const extension = tidy.match(EXTENSION)?.[0] ?? '';
  const stem = capStem(tidy.slice(0, tidy.length - extension.length));
  return stem ? `${stem}${extension}` : 'attachment';
}

/**
 * The name a kept file is stored, mailed and downloaded under (docs/architecture.md 5): the visitor's
 * cleaned name with its own extension replaced by `extension`, the one of the type its bytes
 * were found to be (`invoice.html` holding a JPEG → `invoice.jpg`).
 */
export function storedFileName(original: string | null | undefined, extension: string): string {
  const clean = cleanFileName(original);
  const stem = clean.replace(EXTENSION, '');
  return `${capStem(stem) || 'attachment'}.${extension}`;
}

/** Cuts a stem to MAX_STEM_LENGTH characters (never inside a character) and drops trailing dots and spaces. */
function capStem(stem: string): string {
  return Array.from(stem)
    .slice(0, MAX_STEM_LENGTH)
    .join('')
    .replace(/[.\s]+$/, '');
}

/** RFC 8187 value characters: everything else is percent-encoded. */
const encodeRfc8187 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A `Content-Disposition: attachment` header for `name` (RFC 6266): `filename` with an ASCII
 * stand-in (other characters become `_`) for old clients, and `filename*` with the exact name
 * in UTF-8. `name` is expected to be a storedFileName (no quotes, backslashes or controls).
 */
export function attachmentDisposition(name: string): string {
  const ascii = Array.from(name, (char) => (/^[\x20-\x7e]$/.test(char) && char !== '"' && char !== '\\' ? char : '_'));
  return `attachment; filename="${ascii.join('')}"; filename*=UTF-8''${encodeRfc8187(name)}`;
}
