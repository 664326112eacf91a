import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { createI18n } from './createI18n.ts';
import { translate } from './translate.ts';

const pluginTexts = { namespace: 'testPlugin', texts: { invalid: 'Bitte prüfen Sie Ihre Eingabe.', from: 'Frühestens ab {{date}}.' } };

describe('translate', () => {
  it('reads a namespace the runtime registered, with i18next interpolation', () => {
    const i18n = createI18n(tenantFixture.texts, [pluginTexts]);
    expect(i18n.hasResourceBundle('de', 'testPlugin')).toBe(true);
    expect(i18n.t('testPlugin:invalid')).toBe('Bitte prüfen Sie Ihre Eingabe.');
    expect(translate(i18n, pluginTexts, 'from', { date: '01.02.2027' })).toBe('Frühestens ab 01.02.2027.');
  });

  it('adds a namespace that a lazy chunk brings on its first use', () => {
    const i18n = createI18n(tenantFixture.texts);
    expect(i18n.hasResourceBundle('de', 'testPlugin')).toBe(false);
    expect(translate(i18n, pluginTexts, 'invalid')).toBe('Bitte prüfen Sie Ihre Eingabe.');
    expect(i18n.hasResourceBundle('de', 'testPlugin')).toBe(true);
  });

  it('keeps a namespace the instance holds already (registered earlier, or a tenant block of that name)', () => {
    const i18n = createI18n(tenantFixture.texts, [{ namespace: 'testPlugin', texts: { invalid: 'Anders gesagt.', from: 'ab {{date}}' } }]);
    expect(translate(i18n, pluginTexts, 'invalid')).toBe('Anders gesagt.');
  });
});
