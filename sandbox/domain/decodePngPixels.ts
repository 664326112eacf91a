import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import type { ImageFlaw } from './imageFlawDetail.ts';
import type { PngLayout } from './readPngLayout.ts';

/** Images with more pixels are not decoded at all: callers check the size rules first, this is the backstop. */
const maxDecodedPixels = 4 * 1024 * 1024;

/** The Adam7 passes: first column and row, column and row step (PNG specification, 8.2). */
const adam7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

/** The bytes the inflated image data of the layout has: each scanline's filter byte and samples, per pass when interlaced. */
function pngScanlineBytes(layout: Pick<PngLayout, 'width' | 'height' | 'bitDepth' | 'channels' | 'interlaced'>): number {
  const rowBytes = (width: number) => Math.ceil((width * layout.channels * layout.bitDepth) / 8) + 1;
  if (!layout.interlaced) return rowBytes(layout.width) * layout.height;
  return adam7.reduce((sum, [column, row, columnStep, rowStep]) => {
    const width = Math.ceil((layout.width - column) / columnStep);
    const height = Math.ceil((layout.height - row) / rowStep);
    return width > 0 && height > 0 ? sum + rowBytes(width) * height : sum;
  }, 0);
}

/**
 * Decodes a PNG (its chunks already walked: `readPngLayout`) to 8-bit RGBA pixels with pngjs, which applies palette,
 * tRNS and bit depth. First the image data is inflated with a ceiling of exactly the bytes its scanlines need, so
 * that an inflate bomb stops there ('oversizedData') before pngjs (whose interlaced path inflates without a ceiling)
 * sees it; data that inflates to less, or that pngjs cannot decode, is 'malformed'.
 */
export function decodePngPixels(bytes: Uint8Array, layout: PngLayout): Uint8Array | ImageFlaw {
  if (layout.width * layout.height > maxDecodedPixels) return 'oversizedData';
  const expected = pngScanlineBytes(layout);
  try {
    if (inflateSync(layout.imageData, { maxOutputLength: expected }).length !== expected) return 'malformed';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'oversizedData' : 'malformed';
  }
  try {
    return new Uint8Array(PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).data);
  } catch {
    return 'malformed';
  }
}
