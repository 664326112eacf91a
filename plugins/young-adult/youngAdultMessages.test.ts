import { describe, expect, it } from 'vitest';
import { oldestAllowedAge } from './oldestAllowedAge.ts';
import { youngAdultMessages } from './youngAdultMessages.ts';

describe('youngAdultMessages', () => {
  it('uses the spec wording for the birth date format', () => {
    expect(youngAdultMessages.birthDateFormat).toBe('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
  });

  it('names the age limit minus one in the too-old text', () => {
    expect(youngAdultMessages.tooOld(oldestAllowedAge(30))).toContain('29 Jahren');
  });
});
