import { describe, expect, it } from 'vitest';
import { buildImageBytes, pngChunk } from './buildImageBytes.ts';
import { checkUpload, readImageLayout } from './checkUpload.ts';
import { gifFrameWiderThanScreen, withTail } from '../testing/hostileImages.ts';

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const png = buildImageBytes({ type: 'png', width: 20, height: 20, transparency: 'none' });
const counting = (size: number) => Uint8Array.from({ length: size }, (_, index) => index);

describe('checkUpload', () => {
  it('accepts a PDF certificate and stores it under a random name', () => {
    expect(checkUpload({ fileName: 'Immatrikulation Max Mustermann.pdf', bytes: pdf, randomBytes: counting })).toEqual({
      status: 200, message: 'SUCCESS', storageName: '000102030405060708090a0b0c0d0e0f.pdf', contentType: 'application/pdf',
    });
  });

  it('accepts every allowed suffix in any case when the content fits', () => {
    expect(checkUpload({ fileName: 'scan.JPG', bytes: jpeg }).message).toBe('SUCCESS');
    expect(checkUpload({ fileName: 'scan.jpeg', bytes: jpeg }).message).toBe('SUCCESS');
    expect(checkUpload({ fileName: 'scan.Png', bytes: png }).message).toBe('SUCCESS');
    expect(checkUpload({ fileName: 'scan.gif', bytes: buildImageBytes({ type: 'gif', width: 5, height: 5, transparency: 'none' }) }).message).toBe('SUCCESS');
  });

  it('never derives the storage name from the file name', () => {
    const first = checkUpload({ fileName: 'Erika Mustermann.pdf', bytes: pdf });
    const second = checkUpload({ fileName: 'Erika Mustermann.pdf', bytes: pdf });
    expect(first.storageName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(first.storageName).not.toBe(second.storageName);
    expect(first.storageName).not.toContain('Mustermann');
  });

  it('answers 400 ERROR_NO_FILE_CONTENT for an empty file', () => {
    expect(checkUpload({ fileName: 'leer.pdf', bytes: new Uint8Array(0) })).toEqual({ status: 400, message: 'ERROR_NO_FILE_CONTENT' });
  });

  it('answers 413 ERROR_SIZE_EXCEEDED above 500 KB and accepts exactly 500 KB', () => {
    const atLimit = new Uint8Array(500 * 1024);
    atLimit.set(pdf);
    expect(checkUpload({ fileName: 'gross.pdf', bytes: atLimit }).message).toBe('SUCCESS');
    const over = new Uint8Array(500 * 1024 + 1);
    over.set(pdf);
    expect(checkUpload({ fileName: 'gross.pdf', bytes: over })).toEqual({ status: 413, message: 'ERROR_SIZE_EXCEEDED' });
  });

  it.each(['.pdf', 'x.pd', '   .pdf', '../etc/passwd.pdf', 'C:\\Users\\x.pdf', 'nam\u0000e.pdf', 'zeile\nzwei.pdf'])(
    'answers ERROR_INVALID_FILE_NAME for %j',
    (fileName) => {
      expect(checkUpload({ fileName, bytes: pdf })).toEqual({ status: 400, message: 'ERROR_INVALID_FILE_NAME' });
    },
  );

  it('accepts a name of exactly 5 characters', () => {
    expect(checkUpload({ fileName: 'a.pdf', bytes: pdf }).message).toBe('SUCCESS');
  });

  it.each(['bescheinigung.docx', 'bescheinigung', 'bescheinigung.pdf.exe', 'bescheinigung.tiff'])(
    'answers ERROR_INVALID_SUFFIX for %s',
    (fileName) => {
      expect(checkUpload({ fileName, bytes: pdf })).toEqual({ status: 400, message: 'ERROR_INVALID_SUFFIX' });
    },
  );

  it('answers ERROR_INVALID_FILE_TYPE when the content does not match the suffix', () => {
    expect(checkUpload({ fileName: 'scan.pdf', bytes: png })).toEqual({ status: 400, message: 'ERROR_INVALID_FILE_TYPE' });
    expect(checkUpload({ fileName: 'scan.png', bytes: jpeg }).message).toBe('ERROR_INVALID_FILE_TYPE');
    expect(checkUpload({ fileName: 'scan.jpg', bytes: new TextEncoder().encode('MZ executable') }).message).toBe('ERROR_INVALID_FILE_TYPE');
  });
});

const alphaPng = (width = 12, height = 7) => buildImageBytes({ type: 'png', width, height, transparency: 'alpha' });
const gif = (width = 12, height = 7) => buildImageBytes({ type: 'gif', width, height, transparency: 'tRNS' });
const iend = pngChunk('IEND', new Uint8Array(0));
const withoutEnd = (bytes: Uint8Array) => bytes.subarray(0, bytes.length - iend.length);

describe('readImageLayout', () => {
  it('reads the size of a well-formed PNG and GIF without decoding them', () => {
    expect(readImageLayout(alphaPng())).toMatchObject({ type: 'png', width: 12, height: 7, bitDepth: 8, channels: 4, interlaced: false });
    expect(readImageLayout(gif())).toEqual({ type: 'gif', width: 12, height: 7, frames: [{ x: 0, y: 0, width: 12, height: 7 }] });
  });

  it('refuses bytes after the PNG IEND chunk or the GIF trailer, also a further chunk', () => {
    expect(readImageLayout(withTail(alphaPng(), '<html></html>'))).toBe('trailingData');
    expect(readImageLayout(withTail(alphaPng(), '\0'))).toBe('trailingData');
    expect(readImageLayout(new Uint8Array(Buffer.concat([alphaPng(), pngChunk('tEXt', Buffer.from('a\0b'))])))).toBe('trailingData');
    expect(readImageLayout(withTail(gif(), ';'))).toBe('trailingData');
  });

  it('refuses width or height 0 of a PNG, a GIF screen and a GIF frame', () => {
    expect(readImageLayout(alphaPng(0, 7))).toBe('emptySize');
    expect(readImageLayout(alphaPng(12, 0))).toBe('emptySize');
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
    const badCrc = alphaPng();
    badCrc[29] = (badCrc[29] ?? 0) ^ 0xff;
    expect(readImageLayout(badCrc)).toBe('malformed');
    expect(readImageLayout(withoutEnd(alphaPng()))).toBe('malformed');
    expect(readImageLayout(alphaPng().subarray(0, 40))).toBe('malformed');
    expect(readImageLayout(gif().subarray(0, gif().length - 1))).toBe('malformed');
    expect(readImageLayout(new TextEncoder().encode('%PDF-1.4'))).toBe('malformed');
  });
});
