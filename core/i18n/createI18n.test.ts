import { describe, expect, it } from 'vitest';
import stz from '../../tenants/stz/tenant.ts';
import swb from '../../tenants/swb/tenant.ts';
import { createI18n } from './createI18n.ts';

describe('createI18n', () => {
  it('answers an empty text as empty, never as its key (orderExists.otherEdition of most tenants)', () => {
    expect(stz.texts.orderExists.otherEdition).toBe('');
    expect(createI18n(stz.texts).t('orderExists:otherEdition')).toBe('');
    expect(createI18n(swb.texts).t('orderExists:otherEdition')).toMatch(/Lokalausgabe/);
  });

  it('answers a missing key as nothing, not as the key', () => {
    const i18n = createI18n(stz.texts);
    expect(i18n.t('orderExists:gibtEsNicht')).toBe('');
    expect(i18n.t('gibtEsNicht')).toBe('');
  });

  it('still answers core and tenant texts with interpolation', () => {
    const i18n = createI18n(stz.texts);
    expect(i18n.t('back')).toBe('Zurück');
    expect(i18n.t('success:startDate', { startDate: '01.02.2027' })).toBe('Ihr Abonnement beginnt am 01.02.2027.');
  });
});
