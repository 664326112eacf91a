import { GifReader } from 'omggif';
import type { ImageFlaw } from './imageFlawDetail.ts';
import type { GifLayout } from './readGifLayout.ts';

/** Screens with more pixels are not decoded at all: callers check the size rules first, this is the backstop. */
const maxDecodedPixels = 4 * 1024 * 1024;

/**
 * Decodes every frame of a GIF (its blocks already walked: `readGifLayout`, so every frame lies on the screen) with
 * omggif, each to 8-bit RGBA pixels of the frame's own rectangle; a pixel of the frame's transparent colour has alpha 0.
 * omggif's LZW decoder writes at most the frame's pixel count. A GIF omggif cannot read is 'malformed'.
 */
export function decodeGifFrames(bytes: Uint8Array, layout: GifLayout): readonly Uint8Array[] | ImageFlaw {
  if (layout.width * layout.height > maxDecodedPixels) return 'oversizedData';
  try {
    const reader = new GifReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (reader.numFrames() !== layout.frames.length) return 'malformed';
    return layout.frames.map((frame, index) => {
      // omggif draws the frame onto a screen-sized canvas and leaves transparent pixels as they were: all zero here.
      const screen = new Uint8Array(layout.width * layout.height * 4);
      reader.decodeAndBlitFrameRGBA(index, screen);
      const pixels = new Uint8Array(frame.width * frame.height * 4);
      for (let row = 0; row < frame.height; row += 1) {
        const start = ((frame.y + row) * layout.width + frame.x) * 4;
        pixels.set(screen.subarray(start, start + frame.width * 4), row * frame.width * 4);
      }
      return pixels;
    });
  } catch {
    return 'malformed';
  }
}
