import { describe, expect, it } from 'vitest';
import { translate } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { idCardFieldFormats } from './IdCardZone.ts';
import { youngAdult } from './index.ts';
import { oldestAllowedAge } from './CalendarDate.ts';
import { youngAdultFormTexts } from './youngAdultFormTexts.ts';

describe('youngAdultFormTexts', () => {
  it('uses the spec wording for the birth date format', () => {
    expect(youngAdultFormTexts.texts.birthDateFormat).toBe('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
  });

  it('names the age limit minus one in the too-old text, through i18next in the plugin namespace', () => {
    const { context } = mountPlugin(youngAdult());
    // Not registered with the plugin: the texts come with the lazy form.
    expect(context.i18n.hasResourceBundle('de', 'youngAdultSubscriptionForm')).toBe(false);
    expect(translate(context.i18n, youngAdultFormTexts, 'tooOld', { maxAge: oldestAllowedAge(30) })).toContain(
      'bis zu einem Alter von 29 Jahren',
    );
    expect(context.i18n.t('youngAdultSubscriptionForm:fieldFormat', { format: '9 Zeichen' })).toBe('Bitte geben Sie hier 9 Zeichen ein.');
  });

  it('words the shape of every ID-card field as its hint, with the length the field takes', () => {
    for (const [field, format] of Object.entries(idCardFieldFormats)) {
      const hint = youngAdultFormTexts.texts[`${field as keyof typeof idCardFieldFormats}Format`];
      expect(hint, field).toMatch(new RegExp(`^${format.length} `));
    }
  });
});
