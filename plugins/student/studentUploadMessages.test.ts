import { describe, expect, it } from 'vitest';
import { certificateCaption } from './certificateCaption.ts';
import { studentUploadMessages } from './studentUploadMessages.ts';

describe('studentUploadMessages', () => {
  it('has a distinct, non-empty German text for every shown outcome and selection error', () => {
    const texts = Object.values(studentUploadMessages);
    expect(Object.keys(studentUploadMessages).sort()).toEqual(
      ['generalError', 'invalidFileName', 'invalidType', 'nameTooShort', 'noFile', 'required', 'selectionTooLarge', 'sizeExceeded', 'success'],
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.every((text) => text.trim().length > 10)).toBe(true);
  });

  it('states the size limit where the file was too large', () => {
    expect(studentUploadMessages.sizeExceeded).toContain('500 KB');
    expect(studentUploadMessages.selectionTooLarge).toContain('500 KB');
  });
});

describe('certificateCaption', () => {
  it('names formats, A4, size, resolution and pixel bounds', () => {
    for (const part of ['jpg', 'gif', 'png', 'pdf', 'A4', '500 KB', '72 dpi', '595 x 842']) {
      expect(certificateCaption).toContain(part);
    }
  });
});
