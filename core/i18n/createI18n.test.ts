import { describe, expect, it } from 'vitest';
import stz from '../../tenants/stz/tenant.ts';
import swb from '../../tenants/swb/tenant.ts';
import { createI18n } from './createI18n.ts';
import { loadPageTexts } from './loadPageTexts.ts';

describe('createI18n', () => {
  it('answers an empty text as empty, never as its key (orderExists.otherEdition of most tenants)', async () => {
    expect((await stz.pageTexts()).orderExists.otherEdition).toBe('');
    const [ofStz, ofSwb] = [createI18n(stz.texts), createI18n(swb.texts)];
    await Promise.all([loadPageTexts(ofStz, stz.pageTexts), loadPageTexts(ofSwb, swb.pageTexts)]);
    expect(ofStz.t('orderExists:otherEdition')).toBe('');
    expect(ofSwb.t('orderExists:otherEdition')).toMatch(/Lokalausgabe/);
  });

  it('answers a missing key as nothing, not as the key', () => {
    const i18n = createI18n(stz.texts);
    expect(i18n.t('orderExists:gibtEsNicht')).toBe('');
    expect(i18n.t('gibtEsNicht')).toBe('');
  });

  it('still answers core and tenant texts with interpolation', async () => {
    const i18n = createI18n(stz.texts);
    await loadPageTexts(i18n, stz.pageTexts);
    expect(i18n.t('back')).toBe('Zurück');
    expect(i18n.t('success:startDate', { startDate: '01.02.2027' })).toBe('Ihr Abonnement beginnt am 01.02.2027.');
  });
});
