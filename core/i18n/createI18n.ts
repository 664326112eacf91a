import i18next, { type i18n } from 'i18next';
import type { TenantTexts } from '../tenant/defineTenant.ts';
import { coreTexts } from './coreTexts.ts';

/**
 * Creates the i18next instance of one tenant: core's interface texts plus the tenant's content
 * blocks, German only. Escaping is off because React renders every text as text, never as HTML.
 * A key never reaches the page: an empty text is a valid text (a tenant leaves an optional sentence
 * empty on purpose), and a missing key renders as nothing (the key test `usedTextKeys.test.ts` keeps
 * every key the code uses present for every tenant).
 */
export function createI18n(tenantTexts: TenantTexts): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'de',
    fallbackLng: 'de',
    initAsync: false,
    defaultNS: 'core',
    ns: ['core', ...Object.keys(tenantTexts)],
    resources: { de: { core: coreTexts, ...tenantTexts } },
    interpolation: { escapeValue: false },
    returnObjects: true,
    returnEmptyString: true,
    parseMissingKeyHandler: (_key: string, defaultValue?: string) => defaultValue ?? '',
  });
  return instance;
}
