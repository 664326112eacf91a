import { brotliDecompressSync } from 'node:zlib';

/** A base-128 number of the WOFF2 table directory: 7 bits a byte, high bit set while more bytes follow. */
function readBase128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('WOFF2: a base-128 number longer than 5 bytes');
}

/** The code points a cmap subtable of format 4 or 12 maps to a glyph other than .notdef. */
function cmapCodePoints(cmap: Buffer): Set<number> {
  const records = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => ({
    platform: cmap.readUInt16BE(4 + index * 8),
    encoding: cmap.readUInt16BE(6 + index * 8),
    offset: cmap.readUInt32BE(8 + index * 8),
  }));
  const full = records.find((record) => cmap.readUInt16BE(record.offset) === 12);
  const found = new Set<number>();
  if (full) {
    const groups = cmap.readUInt32BE(full.offset + 12);
    for (let group = 0; group < groups; group += 1) {
      const at = full.offset + 16 + group * 12;
      const [first, last, firstGlyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
      for (let codePoint = first; codePoint <= last; codePoint += 1) if (firstGlyph + codePoint - first !== 0) found.add(codePoint);
    }
    return found;
  }
  const basic = records.find((record) => cmap.readUInt16BE(record.offset) === 4);
  if (!basic) throw new Error('WOFF2: no cmap subtable of format 4 or 12');
  const segments = cmap.readUInt16BE(basic.offset + 6) / 2;
  const ends = basic.offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const [first, last] = [cmap.readUInt16BE(starts + segment * 2), cmap.readUInt16BE(ends + segment * 2)];
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    for (let codePoint = first; codePoint <= last && codePoint !== 0xffff; codePoint += 1) {
      let glyph = rangeOffset === 0 ? codePoint : cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - first) * 2);
      if (rangeOffset !== 0 && glyph === 0) continue;
      glyph = (glyph + delta) & 0xffff;
      if (glyph !== 0) found.add(codePoint);
    }
  }
  return found;
}

/**
 * The code points a WOFF2 font has glyphs for, read from its cmap table (W3C WOFF2: header, table directory,
 * one brotli stream of the tables in directory order). Enough of the format to check the subset fonts.
 */
export function readWoff2CodePoints(font: Buffer): Set<number> {
  if (font.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const tableCount = font.readUInt16BE(12);
  const at = { offset: 48 };
  const tables: { tag: string; length: number }[] = [];
  for (let index = 0; index < tableCount; index += 1) {
    const flags = font[at.offset++]!;
    // Index 0 of the format's known tags is cmap, 10 glyf, 11 loca; 63 means a tag of four bytes follows.
    const known = flags & 0x3f;
    let tag = known === 0 ? 'cmap' : known === 10 ? 'glyf' : known === 11 ? 'loca' : `#${known}`;
    if (known === 63) {
      tag = font.toString('latin1', at.offset, at.offset + 4);
      at.offset += 4;
    }
    const transform = (flags >> 6) & 3;
    const originalLength = readBase128(font, at);
    const transformed = tag === 'glyf' || tag === 'loca' ? transform === 0 : transform !== 0;
    tables.push({ tag, length: transformed ? readBase128(font, at) : originalLength });
  }
  const tablesData = brotliDecompressSync(font.subarray(at.offset, at.offset + font.readUInt32BE(20)));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === 'cmap') return cmapCodePoints(tablesData.subarray(offset, offset + table.length));
    offset += table.length;
  }
  throw new Error('WOFF2: no cmap table');
}
