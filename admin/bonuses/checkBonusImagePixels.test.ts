import { describe, expect, it } from 'vitest';
import { checkBonusImagePixels, hasTransparentPixel } from './checkBonusImagePixels.ts';

const rgba = (...alphas: number[]) => new Uint8ClampedArray(alphas.flatMap((alpha) => [30, 90, 150, alpha]));

describe('checkBonusImagePixels (platform.md section 5, after decoding)', () => {
  it('finds a pixel with alpha below 255, and none in an opaque image', () => {
    expect(hasTransparentPixel(rgba(255, 255, 0))).toBe(true);
    expect(hasTransparentPixel(rgba(255, 254))).toBe(true);
    expect(hasTransparentPixel(rgba(255, 255, 255))).toBe(false);
    expect(hasTransparentPixel(new Uint8ClampedArray())).toBe(false);
  });

  it('accepts 164 px high, up to 200 px wide, transparent', () => {
    expect(checkBonusImagePixels({ width: 200, height: 164, hasTransparency: true })).toEqual([]);
    expect(checkBonusImagePixels({ width: 1, height: 164, hasTransparency: true })).toEqual([]);
  });

  it('names every broken rule with the numbers of the image', () => {
    expect(checkBonusImagePixels({ width: 201, height: 165, hasTransparency: false })).toEqual([
      'Das Bild muss genau 164 Pixel hoch sein (es ist 165 Pixel hoch).',
      'Das Bild darf höchstens 200 Pixel breit sein (es ist 201 Pixel breit).',
      'Das Bild muss einen transparenten Hintergrund haben.',
    ]);
    expect(checkBonusImagePixels({ width: 120, height: 100, hasTransparency: true })).toEqual(['Das Bild muss genau 164 Pixel hoch sein (es ist 100 Pixel hoch).']);
  });
});
