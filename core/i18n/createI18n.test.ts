import { describe, expect, it } from 'vitest';
import type { TenantPageTexts } from '../tenant/defineTenant.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { createI18n } from './createI18n.ts';
import { loadPageTexts } from './loadPageTexts.ts';

/** The fixture tenant's page texts with some blocks worded for the test. */
const pageTextsWith = (change: (texts: TenantPageTexts) => TenantPageTexts) => async () => change(await tenantFixture.pageTexts());

describe('createI18n', () => {
  it('answers an empty text as empty, never as its key (orderExists.otherEdition of most tenants)', async () => {
    const withoutEdition = pageTextsWith((texts) => ({ ...texts, orderExists: { ...texts.orderExists, otherEdition: '' } }));
    const withEdition = pageTextsWith((texts) => ({ ...texts, orderExists: { ...texts.orderExists, otherEdition: 'Oder bestellen Sie Ihre Lokalausgabe.' } }));
    const [empty, worded] = [createI18n(tenantFixture.texts), createI18n(tenantFixture.texts)];
    await Promise.all([loadPageTexts(empty, withoutEdition), loadPageTexts(worded, withEdition)]);
    expect(empty.t('orderExists:otherEdition')).toBe('');
    expect(worded.t('orderExists:otherEdition')).toMatch(/Lokalausgabe/);
  });

  it('answers a missing key as nothing, not as the key', () => {
    const i18n = createI18n(tenantFixture.texts);
    expect(i18n.t('orderExists:gibtEsNicht')).toBe('');
    expect(i18n.t('gibtEsNicht')).toBe('');
  });

  it('still answers core and tenant texts with interpolation', async () => {
    const i18n = createI18n(tenantFixture.texts);
    await loadPageTexts(i18n, pageTextsWith((texts) => ({ ...texts, success: { ...texts.success, startDate: 'Ihr Abonnement beginnt am {{startDate}}.' } })));
    expect(i18n.t('back')).toBe('Zurück');
    expect(i18n.t('success:startDate', { startDate: '01.02.2027' })).toBe('Ihr Abonnement beginnt am 01.02.2027.');
  });
});
