import { describe, expect, it } from 'vitest';
import { translate } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { certificateFormTexts } from './certificateFormTexts.ts';
import { student } from './index.ts';
import { studentUploadTexts } from './studentUploadTexts.ts';

const studentUploadMessages = studentUploadTexts.texts;

describe('studentUploadTexts', () => {
  it('has a distinct, non-empty German text for every shown outcome and selection error', () => {
    const texts = Object.values(studentUploadMessages);
    expect(Object.keys(studentUploadMessages).sort()).toEqual([
      'generalError',
      'invalidFileName',
      'invalidType',
      'nameTooShort',
      'noFile',
      'required',
      'selectionTooLarge',
      'sizeExceeded',
      'success',
    ]);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.every((text) => text.trim().length > 10)).toBe(true);
  });

  it('states the size limit where the file was too large', () => {
    expect(studentUploadMessages.sizeExceeded).toContain('500 KB');
    expect(studentUploadMessages.selectionTooLarge).toContain('500 KB');
  });
});

describe('certificateFormTexts', () => {
  it('names formats, A4, size, resolution and pixel bounds', () => {
    for (const part of ['jpg', 'gif', 'png', 'pdf', 'A4', '500 KB', '72 dpi', '595 x 842']) {
      expect(certificateFormTexts.texts.caption).toContain(part);
    }
  });
});

describe('studentUploadTexts through i18next', () => {
  it('names the uploaded file in the success text, in the plugin namespace', () => {
    const { context } = mountPlugin(student());
    expect(translate(context.i18n, studentUploadTexts, 'success', { fileName: 'bescheinigung.pdf' })).toBe(
      'Ihre Immatrikulationsbescheinigung wurde erfolgreich hochgeladen. (bescheinigung.pdf)',
    );
    expect(context.i18n.t('studentUpload:required')).toBe('Bitte wählen Sie Ihre Immatrikulationsbescheinigung aus.');
    expect(translate(context.i18n, certificateFormTexts, 'reducedFrom', { size: '2,9 MB' })).toBe(' (verkleinert von 2,9 MB)');
  });
});
