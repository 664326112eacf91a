import { describe, expect, it } from 'vitest';
import { readJpegSize } from './readJpegSize.ts';

// SOI, an APP0 segment of 16 bytes, then a baseline SOF0 of 595 × 446 (height first, big-endian).
const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00];
const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xbe, 0x02, 0x53, 0x03];

describe('readJpegSize', () => {
  it('reads width and height from the frame header after other segments', () => {
    expect(readJpegSize(new Uint8Array([0xff, 0xd8, ...app0, ...sof0]))).toEqual({ width: 595, height: 446 });
  });
  it('skips a Huffman table segment, whose marker lies in the frame range', () => {
    const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
    expect(readJpegSize(new Uint8Array([0xff, 0xd8, ...dht, ...sof0]))).toEqual({ width: 595, height: 446 });
  });
  it('answers undefined for other data and cut-off files', () => {
    expect(readJpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(readJpegSize(new Uint8Array([0xff, 0xd8, ...app0]))).toBeUndefined();
  });
});
