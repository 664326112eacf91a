import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildImageBytes } from '../../sandbox/domain/buildImageBytes.ts';
import { checkBonusImageFile, imageTypeOf } from './checkBonusImageFile.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../tests/admin/fixtures/${name}`, import.meta.url)));
const facts = (name: string, bytes: Uint8Array) => ({ name, size: bytes.length, head: bytes.subarray(0, 16) });

describe('checkBonusImageFile (platform.md section 5, before the upload)', () => {
  it.each(['transparent.png', 'transparent.gif', 'opaque.png', 'too-tall.png', 'too-wide.gif'])('lets %s pass to the pixel checks', (name) => {
    expect(checkBonusImageFile(facts(name, fixture(name)))).toEqual([]);
  });

  it('reads the type from the magic bytes, not from the name', () => {
    expect(imageTypeOf(fixture('transparent.png'))).toBe('png');
    expect(imageTypeOf(fixture('transparent.gif'))).toBe('gif');
    expect(imageTypeOf(fixture('renamed-jpeg.png'))).toBe('jpeg');
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
  });

  it('refuses a JPEG renamed to .png', () => {
    expect(checkBonusImageFile(facts('renamed-jpeg.png', fixture('renamed-jpeg.png')))).toEqual([
      'Die Datei ist ein JPEG-Bild. Erlaubt sind nur PNG- und GIF-Bilder.',
    ]);
  });

  it('refuses a GIF named .png, a .jpg suffix and a file that is no image', () => {
    const gif = fixture('transparent.gif');
    expect(checkBonusImageFile(facts('kopfhoerer.png', gif))).toEqual(['Die Datei ist ein GIF-Bild, hat aber die Endung .png.']);
    expect(checkBonusImageFile(facts('kopfhoerer.jpg', gif))).toEqual(['Erlaubt sind nur Dateien mit der Endung .png oder .gif.']);
    expect(checkBonusImageFile(facts('notizen.png', new TextEncoder().encode('nur Text')))).toEqual(['Die Datei ist kein PNG- oder GIF-Bild.']);
  });

  it('refuses a file over 500 KB, with its size', () => {
    expect(checkBonusImageFile(facts('too-large.png', fixture('too-large.png')))).toEqual(['Das Bild darf höchstens 500 KB (512.000 Bytes) groß sein; es ist 512.001 Bytes groß.']);
  });

  it('refuses a name under 5 characters and an empty file', () => {
    const png = buildImageBytes({ type: 'png', width: 100, height: 164, transparency: 'alpha' });
    expect(checkBonusImageFile(facts('.png', png))).toEqual(['Der Dateiname muss mindestens 5 Zeichen lang sein (er hat 4).']);
    expect(checkBonusImageFile(facts('a.png', png))).toEqual([]);
    expect(checkBonusImageFile(facts('leer.png', new Uint8Array(0)))).toEqual(['Die Datei ist leer. Bitte wählen Sie eine Bilddatei aus.']);
  });

  it('names every broken rule at once', () => {
    const big = new Uint8Array(600 * 1024);
    big.set(fixture('renamed-jpeg.png'));
    expect(checkBonusImageFile(facts('x.jp', big))).toEqual([
      'Der Dateiname muss mindestens 5 Zeichen lang sein (er hat 4).',
      'Erlaubt sind nur Dateien mit der Endung .png oder .gif.',
      'Die Datei ist ein JPEG-Bild. Erlaubt sind nur PNG- und GIF-Bilder.',
      'Das Bild darf höchstens 500 KB (512.000 Bytes) groß sein; es ist 614.400 Bytes groß.',
    ]);
  });
});
