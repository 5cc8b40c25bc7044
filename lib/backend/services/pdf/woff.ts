// WOFF 1.0 (W3C, §4–5) unpacked into the plain TrueType/OpenType font it wraps: the same tables,
// each inflated. pdf-lib reads WOFF through fontkit too, but inflates the tables again for every
// document; unpacked once per process, a PDF is made about three times faster. No package on the
// registry does only this (the ones that do bring a whole font editor), and the format is fixed.
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER = 44;
const DIRECTORY_ENTRY = 20;

export function woffToSfnt(woff: Uint8Array): Buffer {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = src.readUInt32BE(4);
  const numTables = src.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = HEADER + i * DIRECTORY_ENTRY;
    const offset = src.readUInt32BE(entry + 4);
    const compLength = src.readUInt32BE(entry + 8);
    const origLength = src.readUInt32BE(entry + 12);
    const stored = src.subarray(offset, offset + compLength);
    return {
      tag: src.readUInt32BE(entry),
      checksum: src.readUInt32BE(entry + 16),
      // A table that did not get smaller is stored as it is (§5).
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  // The sfnt: offset table, table records (sorted by tag, as WOFF keeps them), 4-byte aligned tables.
  const padded = (n: number) => (n + 3) & ~3;
  const head = 12 + 16 * numTables;
  const out = Buffer.alloc(head + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = head;
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(t.tag, record);
    out.writeUInt32BE(t.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}
