import i18next, { type i18n } from 'i18next';
import type { TenantTexts } from '../tenant/defineTenant.ts';
import { coreTexts } from './coreTexts.ts';

/**
 * Creates the i18next instance of one tenant: core's interface texts plus the tenant's content
 * blocks, German only. Escaping is off because React renders every text as text, never as HTML.
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
  });
  return instance;
}
