import { describe, expect, it } from 'vitest';
import { buildImageBytes } from './buildImageBytes.ts';
import { hasTransparentPixel } from './hasTransparentPixel.ts';
import { readImageLayout } from './checkUpload.ts';
import { encodePng } from '../testing/encodePng.ts';
import { inflateBombPng } from '../testing/hostileImages.ts';

const judge = (bytes: Uint8Array) => {
  const layout = readImageLayout(bytes);
  return typeof layout === 'string' ? layout : hasTransparentPixel(bytes, layout);
};

/** A 9 × 9 palette PNG (colours 0, 1 and 2) whose pixel (4, 4) has colour 1 and all others colour 0; `alphas` is its tRNS chunk. */
const palettePng = (alphas: readonly number[] | undefined, interlaced: boolean) =>
  encodePng({
    width: 9, height: 9, colourType: 3, bitDepth: 8, interlaced,
    pixel: (x, y) => [x === 4 && y === 4 ? 1 : 0],
    chunks: [['PLTE', new Uint8Array([0x1e, 0x5a, 0x96, 0xff, 0xff, 0xff, 0, 0, 0])], ...(alphas ? [['tRNS', new Uint8Array(alphas)] as const] : [])],
  });

describe('hasTransparentPixel', () => {
  it('finds a transparent pixel through the palette and tRNS, interlaced or not, and only where a pixel uses it', () => {
    expect(judge(palettePng([255, 0], false))).toBe(true);
    expect(judge(palettePng([255, 0], true))).toBe(true);
    expect(judge(palettePng([255, 255], true))).toBe(false);
    expect(judge(palettePng(undefined, false))).toBe(false);
    // Colour 2 would be transparent, but no pixel has it.
    expect(judge(palettePng([255, 255, 0], false))).toBe(false);
  });

  it('reads 16-bit alpha and grey with alpha', () => {
    const rgba16 = (alpha: number) => encodePng({ width: 3, height: 2, colourType: 6, bitDepth: 16, pixel: (x) => [0, 0, 0, x === 2 ? alpha : 65535] });
    expect(judge(rgba16(0x8000))).toBe(true);
    expect(judge(rgba16(65535))).toBe(false);
    expect(judge(encodePng({ width: 2, height: 2, colourType: 4, bitDepth: 8, interlaced: true, pixel: (x, y) => [90, x + y === 2 ? 10 : 255] }))).toBe(true);
  });

  it('takes GIF transparency from the pixels, not from the flag', () => {
    expect(judge(buildImageBytes({ type: 'gif', width: 6, height: 4, transparency: 'tRNS' }))).toBe(true);
    expect(judge(buildImageBytes({ type: 'gif', width: 6, height: 4, transparency: 'declaredOnly' }))).toBe(false);
    expect(judge(buildImageBytes({ type: 'gif', width: 6, height: 4, transparency: 'none' }))).toBe(false);
  });

  it('refuses image data inflating to one byte more or less than the scanlines need, and a bomb, before decoding', () => {
    const rows = (bytes: number) => encodePng({ width: 4, height: 2, colourType: 6, bitDepth: 8, pixel: () => [0, 0, 0, 0], rawData: new Uint8Array(bytes) });
    // 2 rows of a filter byte and 4 RGBA pixels.
    expect(judge(rows(34))).toBe(true);
    expect(judge(rows(35))).toBe('oversizedData');
    expect(judge(rows(33))).toBe('malformed');
    expect(judge(inflateBombPng(20 * 1024 * 1024))).toBe('oversizedData');
  });

});
