import { skipSubBlocks } from './readGifLayout.ts';
import { detectFileType } from './detectFileType.ts';

/** What the header of a PNG or GIF says about the image. */
export type ImageInfo = {
  readonly type: 'png' | 'gif';
  readonly width: number;
  readonly height: number;
  /** PNG: a colour type with alpha or a tRNS chunk; GIF: a graphic control extension with the transparent colour flag. */
  readonly hasTransparency: boolean;
};

/**
 * Reads size and transparency of a PNG (IHDR, then the chunks before the image data) or a GIF
 * (logical screen descriptor, then the blocks up to the first image). Returns undefined for
 * other files and for structures that run past the end of the data.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  const type = detectFileType(bytes);
  if (type === 'png') return readPng(bytes);
  if (type === 'gif') return readGif(bytes);
  return undefined;
}

function readPng(bytes: Uint8Array): ImageInfo | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = (offset: number) => String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
  // Signature (8), IHDR length (4) and type (4), then width, height, bit depth, colour type.
  if (bytes.length < 33 || view.getUint32(8) !== 13 || chunkType(8) !== 'IHDR') return undefined;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const colourType = bytes[25];
  if (colourType === 4 || colourType === 6) return { type: 'png', width, height, hasTransparency: true };

  let offset = 33;
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const name = chunkType(offset);
    if (name === 'tRNS') return { type: 'png', width, height, hasTransparency: true };
    if (name === 'IDAT' || name === 'IEND') return { type: 'png', width, height, hasTransparency: false };
    offset += 12 + length;
  }
  return undefined;
}

function readGif(bytes: Uint8Array): ImageInfo | undefined {
  if (bytes.length < 13) return undefined;
  const u16 = (offset: number) => (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
  const width = u16(6);
  const height = u16(8);
  const colourTableSize = (packed: number) => ((packed & 0x80) === 0 ? 0 : 3 * 2 ** ((packed & 0x07) + 1));
  let offset: number | undefined = 13 + colourTableSize(bytes[10] ?? 0);
  while (offset !== undefined && offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) return { type: 'gif', width, height, hasTransparency: false };
    if (introducer === 0x21) {
      if (bytes[offset + 1] === 0xf9 && ((bytes[offset + 3] ?? 0) & 0x01) === 1) {
        return { type: 'gif', width, height, hasTransparency: true };
      }
      offset = skipSubBlocks(bytes, offset + 2);
      continue;
    }
    if (introducer === 0x2c) {
      // Image descriptor (10 bytes), local colour table, LZW minimum code size, image data.
      const localTable = colourTableSize(bytes[offset + 9] ?? 0);
      offset = skipSubBlocks(bytes, offset + 10 + localTable + 1);
      continue;
    }
    return undefined;
  }
  return undefined;
}
