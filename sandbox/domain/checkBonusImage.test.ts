import { describe, expect, it } from 'vitest';
import { buildImageBytes } from './buildImageBytes.ts';
import { checkBonusImage } from './checkBonusImage.ts';

const image = (type: 'png' | 'gif', width: number, height: number, transparency: 'none' | 'alpha' | 'tRNS' = 'alpha') =>
  buildImageBytes({ type, width, height, transparency: type === 'gif' && transparency === 'alpha' ? 'tRNS' : transparency });

describe('checkBonusImage', () => {
  it('accepts a transparent PNG of 164 px height and at most 200 px width', () => {
    expect(checkBonusImage({ fileName: 'praemie.png', bytes: image('png', 200, 164), randomBytes: (size) => new Uint8Array(size).fill(171) }))
      .toEqual({ status: 200, message: 'SUCCESS', storageName: `${'ab'.repeat(16)}.png`, contentType: 'image/png' });
    expect(checkBonusImage({ fileName: 'praemie.png', bytes: image('png', 120, 164, 'tRNS') }).message).toBe('SUCCESS');
  });

  it('accepts a GIF with a transparent colour', () => {
    expect(checkBonusImage({ fileName: 'praemie.GIF', bytes: image('gif', 164, 164) }).message).toBe('SUCCESS');
  });

  it('refuses other heights and wider images with the measured size', () => {
    const high = checkBonusImage({ fileName: 'praemie.png', bytes: image('png', 150, 165) });
    expect(high).toMatchObject({ status: 400, message: 'ERROR_INVALID_FILE_TYPE' });
    expect(high.detail).toContain('164 Pixel hoch');
    expect(high.detail).toContain('165');
    const wide = checkBonusImage({ fileName: 'praemie.gif', bytes: image('gif', 201, 164) });
    expect(wide.message).toBe('ERROR_INVALID_FILE_TYPE');
    expect(wide.detail).toContain('201 Pixel breit');
  });

  it('refuses images without transparency', () => {
    expect(checkBonusImage({ fileName: 'praemie.png', bytes: image('png', 150, 164, 'none') }))
      .toEqual({ status: 400, message: 'ERROR_INVALID_FILE_TYPE', detail: 'Das Bild muss einen transparenten Hintergrund haben.' });
    expect(checkBonusImage({ fileName: 'praemie.gif', bytes: image('gif', 150, 164, 'none') }).message).toBe('ERROR_INVALID_FILE_TYPE');
  });

  it('refuses JPEG and PDF by suffix and mismatching content by type', () => {
    expect(checkBonusImage({ fileName: 'praemie.jpg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) }).message).toBe('ERROR_INVALID_SUFFIX');
    expect(checkBonusImage({ fileName: 'praemie.gif', bytes: image('png', 150, 164) }).message).toBe('ERROR_INVALID_FILE_TYPE');
    expect(checkBonusImage({ fileName: 'praemie.png', bytes: new TextEncoder().encode('not a png at all') }).message).toBe('ERROR_INVALID_FILE_TYPE');
  });

  it('refuses empty, oversized and badly named files', () => {
    expect(checkBonusImage({ fileName: 'praemie.png', bytes: new Uint8Array(0) })).toEqual({
      status: 400, message: 'ERROR_NO_FILE_CONTENT', detail: 'Bitte wählen Sie eine Bilddatei aus.',
    });
    const big = new Uint8Array(500 * 1024 + 1);
    big.set(image('png', 150, 164));
    expect(checkBonusImage({ fileName: 'praemie.png', bytes: big })).toMatchObject({ status: 413, message: 'ERROR_SIZE_EXCEEDED' });
    expect(checkBonusImage({ fileName: '.png', bytes: image('png', 150, 164) }).message).toBe('ERROR_INVALID_FILE_NAME');
  });
});
