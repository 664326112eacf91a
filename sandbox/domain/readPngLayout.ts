import { crc32 } from 'node:zlib';
import { detectFileType } from './detectFileType.ts';
import type { ImageFlaw } from './imageFlawDetail.ts';

/** What a well-formed PNG's chunks say, before any of its data is inflated. */
export type PngLayout = {
  readonly type: 'png';
  readonly width: number;
  readonly height: number;
  /** Bits per sample and channels per pixel, from IHDR's bit depth and colour type. */
  readonly bitDepth: number;
  readonly channels: number;
  readonly interlaced: boolean;
  /** The concatenated IDAT chunks: the zlib stream of the scanlines. */
  readonly imageData: Uint8Array;
};

/** Bit depths allowed per colour type, and the colour type's channels (PNG specification, 11.2.2). */
const colourTypes: Readonly<Record<number, { readonly channels: number; readonly depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

const signatureLength = 8;

/**
 * Walks a PNG's chunks without inflating anything: IHDR first with a valid colour type and bit depth, every chunk
 * inside the file with a correct CRC, at least one IDAT, and IEND as the very last bytes. Answers the layout, or
 * 'emptySize' for width or height 0, 'trailingData' for bytes after IEND, 'malformed' for anything else.
 */
export function readPngLayout(bytes: Uint8Array): PngLayout | ImageFlaw {
  if (detectFileType(bytes) !== 'png') return 'malformed';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  let header: Omit<PngLayout, 'imageData'> | undefined;
  let offset = signatureLength;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return 'malformed';
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) return 'malformed';
    if ((type === 'IHDR') !== (offset === signatureLength)) return 'malformed';
    if (type === 'IHDR') {
      const read = readHeader(data);
      if (typeof read === 'string') return read;
      header = read;
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      if (!header || idat.length === 0 || length !== 0) return 'malformed';
      if (end !== bytes.length) return 'trailingData';
      return { ...header, imageData: Buffer.concat(idat) };
    }
    offset = end;
  }
  return 'malformed';
}

function readHeader(data: Uint8Array): Omit<PngLayout, 'imageData'> | ImageFlaw {
  if (data.length !== 13) return 'malformed';
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  const [bitDepth = 0, colourType = 0, compression, filter, interlace] = data.subarray(8);
  const colour = colourTypes[colourType];
  if (!colour?.depths.includes(bitDepth) || compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return 'malformed';
  // The specification limits both to 2^31 - 1.
  if (width > 0x7fffffff || height > 0x7fffffff) return 'malformed';
  if (width === 0 || height === 0) return 'emptySize';
  return { type: 'png', width, height, bitDepth, channels: colour.channels, interlaced: interlace === 1 };
}
