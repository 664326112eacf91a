import { describe, expect, it } from 'vitest';
import { oldestAllowedAge } from './oldestAllowedAge.ts';
import { youngAdultFormTexts } from './youngAdultFormTexts.ts';
import { youngAdultMessages } from './youngAdultMessages.ts';

describe('youngAdultMessages', () => {
  it('uses the spec wording for the birth date format', () => {
    expect(youngAdultMessages.birthDateFormat).toBe('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
  });

  it('names the age limit minus one in the too-old text', () => {
    expect(youngAdultFormTexts.tooOld.replace('{{maxAge}}', String(oldestAllowedAge(30)))).toContain('bis zu einem Alter von 29 Jahren');
  });
});
