import { describe, expect, it } from 'vitest';
import { birthDateFormatMessage } from './birthDateFormatMessage.ts';

describe('birthDateFormatMessage', () => {
  it('is the spec wording', () => {
    expect(birthDateFormatMessage).toBe('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
  });
});
