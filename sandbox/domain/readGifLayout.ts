import { detectFileType } from './detectFileType.ts';
import type { ImageFlaw } from './imageFlawDetail.ts';

/** A GIF frame's place on the logical screen. */
type GifFrame = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** What a well-formed GIF's blocks say, before any image data is decompressed. */
export type GifLayout = {
  readonly type: 'gif';
  /** The logical screen's size. */
  readonly width: number;
  readonly height: number;
  readonly frames: readonly GifFrame[];
};

const colourTableSize = (packed: number) => ((packed & 0x80) === 0 ? 0 : 3 * 2 ** ((packed & 0x07) + 1));

/**
 * Walks a GIF's blocks without decompressing anything: the logical screen descriptor and colour tables, extensions and
 * images with their data sub-blocks, at least one image, and the trailer (0x3B) as the very last byte. Answers the
 * layout, or 'emptySize' for a screen or frame of width or height 0, 'frameOutsideScreen' for a frame reaching past the
 * screen, 'trailingData' for bytes after the trailer, 'malformed' for anything else.
 */
export function readGifLayout(bytes: Uint8Array): GifLayout | ImageFlaw {
  if (detectFileType(bytes) !== 'gif' || bytes.length < 13) return 'malformed';
  const u16 = (offset: number) => (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
  const width = u16(6);
  const height = u16(8);
  if (width === 0 || height === 0) return 'emptySize';
  const frames: GifFrame[] = [];
  let offset: number | undefined = 13 + colourTableSize(bytes[10] ?? 0);
  while (offset !== undefined && offset < bytes.length) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) {
      if (frames.length === 0) return 'malformed';
      return offset + 1 === bytes.length ? { type: 'gif', width, height, frames } : 'trailingData';
    }
    if (introducer === 0x21) {
      offset = skipSubBlocks(bytes, offset + 2);
    } else if (introducer === 0x2c) {
      const frame = { x: u16(offset + 1), y: u16(offset + 3), width: u16(offset + 5), height: u16(offset + 7) };
      if (frame.width === 0 || frame.height === 0) return 'emptySize';
      if (frame.x + frame.width > width || frame.y + frame.height > height) return 'frameOutsideScreen';
      frames.push(frame);
      // Image descriptor (10 bytes), local colour table, LZW minimum code size (2 to 8), image data.
      const codeSizeAt = offset + 10 + colourTableSize(bytes[offset + 9] ?? 0);
      const codeSize = bytes[codeSizeAt] ?? 0;
      if (codeSize < 2 || codeSize > 8) return 'malformed';
      offset = skipSubBlocks(bytes, codeSizeAt + 1);
    } else {
      return 'malformed';
    }
  }
  return 'malformed';
}

/** Data sub-blocks: a size byte and that many bytes, until a size of 0; the offset after them, undefined past the end. */
export function skipSubBlocks(bytes: Uint8Array, start: number): number | undefined {
  let offset = start;
  while (offset < bytes.length) {
    const size = bytes[offset] ?? 0;
    if (size === 0) return offset + 1;
    offset += size + 1;
  }
  return undefined;
}
