import { crc32, deflateSync } from 'node:zlib';

/** How see-through a built image is; 'declaredOnly' declares transparency that no pixel uses. */
type Transparency = 'none' | 'alpha' | 'tRNS' | 'declaredOnly';

/**
 * Encodes a small, fully decodable PNG or GIF of one solid colour: for tests of the upload
 * checks and for seeding bonus images. `transparency` makes every pixel see-through: a PNG by
 * an alpha channel (colour type 6) or a tRNS chunk (colour type 2), a GIF by naming its one
 * colour transparent. 'declaredOnly' gives a PNG an alpha channel of opaque pixels and a GIF a
 * transparent colour no pixel has.
 */
export function buildImageBytes(spec: {
  readonly type: 'png' | 'gif';
  readonly width: number;
  readonly height: number;
  readonly transparency: Transparency;
}): Uint8Array {
  return spec.type === 'png' ? buildPng(spec) : buildGif(spec);
}

/** A PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function buildPng(spec: { width: number; height: number; transparency: Transparency }): Uint8Array {
  const alpha = spec.transparency === 'alpha' || spec.transparency === 'declaredOnly';
  const header = Buffer.alloc(13);
  header.writeUInt32BE(spec.width, 0);
  header.writeUInt32BE(spec.height, 4);
  header[8] = 8;
  header[9] = alpha ? 6 : 2;
  const pixel = alpha ? [0x1e, 0x5a, 0x96, spec.transparency === 'alpha' ? 0x00 : 0xff] : [0x1e, 0x5a, 0x96];
  // Each scanline: filter type 0, then the pixels.
  const row = [0, ...Array.from({ length: spec.width }, () => pixel).flat()];
  const raw = Buffer.from(Array.from({ length: spec.height }, () => row).flat());
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(spec.transparency === 'tRNS' ? [pngChunk('tRNS', new Uint8Array([0, 0x1e, 0, 0x5a, 0, 0x96]))] : []),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', new Uint8Array(0)),
  ]));
}

function buildGif(spec: { width: number; height: number; transparency: Transparency }): Uint8Array {
  const u16 = (value: number) => [value & 0xff, value >> 8];
  // LZW with minimum code size 2: a clear code (4) before every pixel keeps codes 3 bits wide.
  const codes = [...Array.from({ length: spec.width * spec.height }, () => [4, 0]).flat(), 5];
  const data: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const code of codes) {
    buffer |= code << bits;
    bits += 3;
    while (bits >= 8) {
      data.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) data.push(buffer & 0xff);
  const subBlocks: number[] = [];
  for (let start = 0; start < data.length; start += 255) {
    const block = data.slice(start, start + 255);
    subBlocks.push(block.length, ...block);
  }
  const transparent = spec.transparency !== 'none';
  // Every pixel has colour 0; naming colour 1 transparent declares transparency no pixel has.
  const transparentIndex = spec.transparency === 'declaredOnly' ? 1 : 0;
  return new Uint8Array([
    ...[...'GIF89a'].map((character) => character.charCodeAt(0)),
    ...u16(spec.width), ...u16(spec.height), 0x80, 0, 0,
    0x1e, 0x5a, 0x96, 0xff, 0xff, 0xff,
    0x21, 0xf9, 0x04, transparent ? 0x01 : 0x00, 0, 0, transparentIndex, 0,
    0x2c, 0, 0, 0, 0, ...u16(spec.width), ...u16(spec.height), 0,
    2, ...subBlocks, 0,
    0x3b,
  ]);
}
