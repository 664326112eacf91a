import { decodeGifFrames } from './decodeGifFrames.ts';
import { decodePngPixels } from './decodePngPixels.ts';
import type { ImageFlaw } from './imageFlawDetail.ts';
import type { GifLayout } from './readGifLayout.ts';
import type { PngLayout } from './readPngLayout.ts';

const anyAlphaBelowOpaque = (rgba: Uint8Array): boolean => {
  for (let index = 3; index < rgba.length; index += 4) if ((rgba[index] ?? 255) < 255) return true;
  return false;
};

/**
 * Whether the decoded image has at least one pixel with alpha below 255 (platform.md section 5, "transparent"): for a
 * PNG from its alpha channel, tRNS chunk or palette transparency, for a GIF a pixel of a frame's transparent colour. A
 * transparency the header declares and no pixel uses does not count. Answers the flaw when the image does not decode.
 */
export function hasTransparentPixel(bytes: Uint8Array, layout: PngLayout | GifLayout): boolean | ImageFlaw {
  if (layout.type === 'png') {
    const pixels = decodePngPixels(bytes, layout);
    return typeof pixels === 'string' ? pixels : anyAlphaBelowOpaque(pixels);
  }
  const frames = decodeGifFrames(bytes, layout);
  return typeof frames === 'string' ? frames : frames.some(anyAlphaBelowOpaque);
}
