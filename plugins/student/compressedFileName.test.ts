import { describe, expect, it } from 'vitest';
import { compressedFileName } from './compressedFileName.ts';

describe('compressedFileName', () => {
  it.each([
    ['IMG_2041.HEIC.jpeg', 'IMG_2041.HEIC.jpg'],
    ['bescheinigung.png', 'bescheinigung.jpg'],
    ['Foto.JPG', 'Foto.jpg'],
    ['a.png', 'a.jpg'],
    ['.png', 'bescheinigung.jpg'],
    ['scan', 'scan.jpg'],
  ])('%j becomes %j', (original, expected) => {
    expect(compressedFileName(original)).toBe(expected);
  });
  it('keeps at least 5 characters', () => {
    expect(compressedFileName('x.gif').length).toBeGreaterThanOrEqual(5);
  });
});
