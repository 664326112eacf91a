import { detectFileType } from './detectFileType.ts';
import type { ImageFlaw } from './imageFlawDetail.ts';
import { type GifLayout, readGifLayout } from './readGifLayout.ts';
import { type PngLayout, readPngLayout } from './readPngLayout.ts';

/**
 * The structure of a PNG or GIF (`readPngLayout`, `readGifLayout`), read without inflating or decompressing anything;
 * the flaw that makes it unacceptable; 'malformed' for any other file.
 */
export function readImageLayout(bytes: Uint8Array): PngLayout | GifLayout | ImageFlaw {
  const type = detectFileType(bytes);
  if (type === 'png') return readPngLayout(bytes);
  if (type === 'gif') return readGifLayout(bytes);
  return 'malformed';
}
