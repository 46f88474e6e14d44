import { AsyncLocalStorage } from 'node:async_hooks';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFString,
  PDFXRefStreamParser,
} from 'pdf-lib';

/**
 * Most bytes the object and cross-reference streams of one PDF may decode to. pdf-lib inflates
 * them whole while parsing; a 5 MB upload could otherwise inflate to gigabytes (a zip bomb).
 */
export const MAX_DECODED_BYTES = 48 * 1024 * 1024;

/** Why a PDF is refused, worded for the visitor after "contains …". */
const ACTIVE_KEYS = new Map([
  ['JS', 'JavaScript'],
  ['JavaScript', 'JavaScript'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  ['EF', 'an embedded file'],
  ['RichMedia', 'embedded media'],
  ['RichMediaContent', 'embedded media'],
  ['XFA', 'an XFA form'],
]);
/** Actions (the `/S` of an action dictionary) that run code, open other files or programs, or send data. */
const ACTIVE_ACTIONS = new Map([
  ['JavaScript', 'JavaScript'],
  ['Launch', 'an action that starts a program'],
  ['GoToE', 'an action that opens an embedded file'],
  ['GoToR', 'an action that opens another file'],
  ['ImportData', 'an action that imports a file'],
  ['SubmitForm', 'a form that sends data'],
  ['RichMediaExecute', 'embedded media'],
  ['Rendition', 'embedded media'],
]);
/** Annotation kinds that carry files or media. */
const ACTIVE_SUBTYPES = new Map([
  ['FileAttachment', 'an embedded file'],
  ['RichMedia', 'embedded media'],
  ['3D', 'embedded 3D content'],
]);
/** Link schemes a `/URI` action may use; any other (file:, javascript:, smb:, a relative link) is refused. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
/**
 * The same names in the file's raw bytes, as a backstop for bytes pdf-lib's parser reads as
 * something else (a stream whose length swallows an object another reader would find).
 */
const RAW_ACTIVE_NAMES = /\/(JavaScript|Launch|EmbeddedFiles?|RichMedia\w*|XFA|Encrypt)(?=[\s/<>[\]()%{}]|$)/;

const decodeBudget = new AsyncLocalStorage<{ remainingBytes: number }>();

/** Decodes `stream` in chunks against the current check's budget; throws once the budget is spent. */
function chargeDecodedBytes(stream: PDFRawStream): void {
  const budget = decodeBudget.getStore();
  if (!budget) return;
  const decoded = decodePDFRawStream(stream);
  for (let chunk = decoded.getBytes(65_536); chunk.length > 0; chunk = decoded.getBytes(65_536)) {
    budget.remainingBytes -= chunk.length;
    if (budget.remainingBytes < 0) throw new Error('compressed objects decode to more than the limit');
  }
}

// pdf-lib decodes object and cross-reference streams through these two factories: during a check
// each stream is first measured against the check's budget (outside a check nothing changes).
const objectStreamParser = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
  chargeDecodedBytes(stream);
  return objectStreamParser(stream, shouldWaitForTick);
};
const xrefStreamParser = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (stream) => {
  chargeDecodedBytes(stream);
  return xrefStreamParser(stream);
};

/** A name as a reader sees it: `#xx` escapes decoded in either case (pdf-lib decodes upper case only). */
function nameOf(name: PDFName): string {
  return name
    .decodeText()
    .replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function textOf(value: PDFObject | undefined): string | null {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;
}

/** What in one dictionary makes the PDF active, or null. */
function activeEntryOf(dict: PDFDict): string | null {
  let action: string | null = null;
  let link: string | null = null;
  for (const [key, value] of dict.entries()) {
    const field = nameOf(key);
    const kind = value instanceof PDFName ? nameOf(value) : null;
    if (ACTIVE_KEYS.has(field)) return ACTIVE_KEYS.get(field) ?? null;
    if (field === 'S') action = kind;
    if (field === 'Subtype' && kind && ACTIVE_SUBTYPES.has(kind)) return ACTIVE_SUBTYPES.get(kind) ?? null;
    if (field === 'Type' && kind === 'EmbeddedFile') return 'an embedded file';
    if (field === 'URI') link = textOf(dict.lookup(key)) ?? '';
  }
  if (action && ACTIVE_ACTIONS.has(action)) return ACTIVE_ACTIONS.get(action) ?? null;
  if (action === 'URI' && !SAFE_LINK.test((link ?? '').trim())) return 'a link that opens a file or program';
  return null;
}

/** Walks one object and everything directly inside it (indirect objects are walked on their own). */
function activeContentIn(object: PDFObject): string | null {
  const pending: PDFObject[] = [object];
  while (pending.length > 0) {
    const next = pending.pop() as PDFObject;
    const dict = next instanceof PDFRawStream ? next.dict : next;
    if (dict instanceof PDFDict) {
      const found = activeEntryOf(dict);
      if (found) return found;
      pending.push(...dict.values());
    } else if (dict instanceof PDFArray) {
      pending.push(...dict.asArray());
    }
  }
  return null;
}

/**
 * Whether a PDF (its bytes, ≤ 5 MB) is passive, read with pdf-lib's parser (docs/architecture.md 5):
 * every object, compressed object streams included, is walked for JavaScript, actions that
 * start programs, open other or embedded files, import or send data, links that are not
 * http(s) or mailto, embedded files, embedded media and XFA forms, wherever they hang (document
 * open action, additional actions of the document, pages and fields, annotations, bookmarks,
 * name trees). The raw bytes are searched for the same names too. A PDF that is encrypted,
 * that the parser cannot read whole, or whose compressed objects decode to more than
 * MAX_DECODED_BYTES cannot be checked and is refused. Null when passive, else the reason.
 */
export async function findActivePdfContent(bytes: Uint8Array): Promise<string | null> {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const rawName = raw.match(RAW_ACTIVE_NAMES)?.[1];
  if (rawName === 'Encrypt') return 'encryption or a password, so it cannot be checked';
  if (rawName) return ACTIVE_KEYS.get(rawName) ?? ACTIVE_ACTIONS.get(rawName) ?? 'embedded media';
  let objects: PDFObject[];
  try {
    const context = await decodeBudget.run({ remainingBytes: MAX_DECODED_BYTES }, () =>
      PDFParser.forBytesWithOptions(bytes, 500, true).parseDocument(),
    );
    if (context.trailerInfo.Encrypt) return 'encryption or a password, so it cannot be checked';
    objects = context.enumerateIndirectObjects().map(([, object]) => object);
  } catch {
    return 'parts that cannot be read, so it cannot be checked';
  }
  for (const object of objects) {
    const found = activeContentIn(object);
    if (found) return found;
  }
  return null;
}
