import * as CFB from 'cfb';

/** The first two bytes of a Word File Information Block: Word 97–2003 (0xA5EC) or Word 6/95 (0xA5DC), little-endian. */
const WORD_FIB_IDENTS = new Set([0xa5ec, 0xa5dc]);
/** Streams and storages that hold VBA macros in a Word 97–2003 document. */
const MACRO_ENTRIES = new Set(['macros', '_vba_project_cur', 'vba']);

/** The verdict on an OLE (compound file) upload: a Word 97–2003 document, or why not. */
export type WordVerdict = { isWord: true } | { isWord: false; reason: string; isActive?: boolean };

/**
 * Judges an OLE compound file (file-type's `cfb`, D0 CF 11 E0 A1 B1 1A E1 at offset 0) by its
 * directory, read with SheetJS's cfb parser (docs/architecture.md 5): a `.doc` is one whose root
 * holds a `WordDocument` stream starting with a Word File Information Block. The same words
 * anywhere else in the bytes prove nothing. A document with VBA macros is refused as active.
 */
export function checkWordDocument(bytes: Uint8Array): WordVerdict {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return { isWord: false, reason: 'content is not a readable Word 97-2003 document' };
  }
  const [root] = container.FullPaths;
  const index = container.FullPaths.indexOf(`${root}WordDocument`);
  const stream = index >= 0 ? container.FileIndex[index] : null;
  const content = stream?.type === 2 ? Buffer.from(stream.content as Uint8Array) : null;
  if (!content || content.length < 2 || !WORD_FIB_IDENTS.has(content.readUInt16LE(0))) {
    return { isWord: false, reason: 'content is application/x-cfb without a Word document' };
  }
  if (container.FileIndex.some((entry) => MACRO_ENTRIES.has(entry.name.toLowerCase()))) {
    return { isWord: false, reason: 'macros', isActive: true };
  }
  return { isWord: true };
}
