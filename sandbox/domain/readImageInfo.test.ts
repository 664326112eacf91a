import { describe, expect, it } from 'vitest';
import { buildImageBytes } from './buildImageBytes.ts';
import { readImageInfo } from './readImageInfo.ts';

describe('readImageInfo', () => {
  it('reads size and alpha channel of a PNG', () => {
    expect(readImageInfo(buildImageBytes({ type: 'png', width: 180, height: 164, transparency: 'alpha' })))
      .toEqual({ type: 'png', width: 180, height: 164, hasTransparency: true });
  });

  it('finds a tRNS chunk and its absence in an RGB PNG', () => {
    expect(readImageInfo(buildImageBytes({ type: 'png', width: 10, height: 20, transparency: 'tRNS' }))?.hasTransparency).toBe(true);
    expect(readImageInfo(buildImageBytes({ type: 'png', width: 10, height: 20, transparency: 'none' })))
      .toEqual({ type: 'png', width: 10, height: 20, hasTransparency: false });
  });

  it('reads size and the transparent colour flag of a GIF', () => {
    expect(readImageInfo(buildImageBytes({ type: 'gif', width: 300, height: 164, transparency: 'tRNS' })))
      .toEqual({ type: 'gif', width: 300, height: 164, hasTransparency: true });
    expect(readImageInfo(buildImageBytes({ type: 'gif', width: 30, height: 16, transparency: 'none' }))?.hasTransparency).toBe(false);
  });

  it('rejects other files and truncated structures', () => {
    expect(readImageInfo(new TextEncoder().encode('%PDF-1.7 ...'))).toBeUndefined();
    const png = buildImageBytes({ type: 'png', width: 10, height: 10, transparency: 'none' });
    expect(readImageInfo(png.subarray(0, 20))).toBeUndefined();
    const gif = buildImageBytes({ type: 'gif', width: 10, height: 10, transparency: 'none' });
    expect(readImageInfo(gif.subarray(0, 30))).toBeUndefined();
  });
});
