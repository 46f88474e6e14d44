import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_RECORD_BYTES = 16;

/**
 * A WOFF 1.0 font (what @fontsource ships) unpacked to the TrueType/OpenType bytes inside it.
 * fontkit reads WOFF itself but inflates a table in pure JavaScript each time it reads it,
 * which made one invoice take most of a second; unpacked once with zlib, it takes milliseconds.
 * @throws Error when the bytes are not WOFF 1.0.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font');
  }
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_RECORD_BYTES;
  const header = Buffer.alloc(SFNT_HEADER_BYTES + numTables * SFNT_RECORD_BYTES);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * SFNT_RECORD_BYTES - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_BYTES + index * SFNT_RECORD_BYTES;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4); // tables start on 4-byte boundaries
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}
