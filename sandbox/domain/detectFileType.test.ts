import { describe, expect, it } from 'vitest';
import { buildImageBytes } from './buildImageBytes.ts';
import { detectFileType } from './detectFileType.ts';

describe('detectFileType', () => {
  it('recognises PDF, PNG, JPEG and GIF by their first bytes', () => {
    expect(detectFileType(new TextEncoder().encode('%PDF-1.4\n'))).toBe('pdf');
    expect(detectFileType(buildImageBytes({ type: 'png', width: 1, height: 1, transparency: 'none' }))).toBe('png');
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(detectFileType(new TextEncoder().encode('GIF87a\u0001\u0000'))).toBe('gif');
  });

  it('recognises nothing else', () => {
    expect(detectFileType(new TextEncoder().encode('MZ\u0090\u0000'))).toBeUndefined();
    expect(detectFileType(new TextEncoder().encode('%PD'))).toBeUndefined();
    expect(detectFileType(new Uint8Array(0))).toBeUndefined();
  });
});
