import { describe, expect, it } from 'vitest';
import { buildImageBytes } from './buildImageBytes.ts';
import { readImageLayout } from './readImageLayout.ts';
import { pngChunk } from './buildImageBytes.ts';
import { gifFrameWiderThanScreen, withTail } from '../testing/hostileImages.ts';

const png = (width = 12, height = 7) => buildImageBytes({ type: 'png', width, height, transparency: 'alpha' });
const gif = (width = 12, height = 7) => buildImageBytes({ type: 'gif', width, height, transparency: 'tRNS' });
const iend = pngChunk('IEND', new Uint8Array(0));
const withoutEnd = (bytes: Uint8Array) => bytes.subarray(0, bytes.length - iend.length);

describe('readImageLayout', () => {
  it('reads the size of a well-formed PNG and GIF without decoding them', () => {
    expect(readImageLayout(png())).toMatchObject({ type: 'png', width: 12, height: 7, bitDepth: 8, channels: 4, interlaced: false });
    expect(readImageLayout(gif())).toEqual({ type: 'gif', width: 12, height: 7, frames: [{ x: 0, y: 0, width: 12, height: 7 }] });
  });

  it('refuses bytes after the PNG IEND chunk or the GIF trailer, also a further chunk', () => {
    expect(readImageLayout(withTail(png(), '<html></html>'))).toBe('trailingData');
    expect(readImageLayout(withTail(png(), '\0'))).toBe('trailingData');
    expect(readImageLayout(new Uint8Array(Buffer.concat([png(), pngChunk('tEXt', Buffer.from('a\0b'))])))).toBe('trailingData');
    expect(readImageLayout(withTail(gif(), ';'))).toBe('trailingData');
  });

  it('refuses width or height 0 of a PNG, a GIF screen and a GIF frame', () => {
    expect(readImageLayout(png(0, 7))).toBe('emptySize');
    expect(readImageLayout(png(12, 0))).toBe('emptySize');
    expect(readImageLayout(gif(0, 7))).toBe('emptySize');
    const emptyFrame = gif();
    // The image descriptor follows the screen (13), the global colour table (6) and the graphic control extension (8).
    emptyFrame.set([0, 0], 27 + 5);
    expect(readImageLayout(emptyFrame)).toBe('emptySize');
  });

  it('refuses a GIF frame that reaches past the screen', () => {
    expect(readImageLayout(gifFrameWiderThanScreen(10, 12, 7))).toBe('frameOutsideScreen');
  });

  it('refuses broken structures as malformed', () => {
    const badCrc = png();
    badCrc[29] = (badCrc[29] ?? 0) ^ 0xff;
    expect(readImageLayout(badCrc)).toBe('malformed');
    expect(readImageLayout(withoutEnd(png()))).toBe('malformed');
    expect(readImageLayout(png().subarray(0, 40))).toBe('malformed');
    expect(readImageLayout(gif().subarray(0, gif().length - 1))).toBe('malformed');
    expect(readImageLayout(new TextEncoder().encode('%PDF-1.4'))).toBe('malformed');
  });
});
