import i18next, { type i18n } from 'i18next';
import type { TenantTexts } from '../tenant/defineTenant.ts';
import { coreTexts } from './coreTexts.ts';
import type { TextNamespace } from './TextNamespace.ts';

/**
 * Creates the i18next instance of one tenant: core's interface texts plus the tenant's content
 * blocks, German only. Escaping is off because React renders every text as text, never as HTML.
 * A key never reaches the page: an empty text is a valid text (a tenant leaves an optional sentence
 * empty on purpose), and a missing key renders as nothing (the key test `usedTextKeys.test.ts` keeps
 * every key the code uses present for every tenant). `namespaces` are the plugins' eager text namespaces
 * (`definePlugin({ texts })`); a tenant block of the same name wins.
 */
export function createI18n(tenantTexts: TenantTexts, namespaces: readonly TextNamespace[] = []): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'de',
    fallbackLng: 'de',
    initAsync: false,
    defaultNS: 'core',
    ns: ['core', ...Object.keys(tenantTexts)],
    // A tenant block of a plugin namespace's name wins.
    resources: {
      de: { ...Object.fromEntries(namespaces.map((namespace) => [namespace.namespace, namespace.texts])), core: coreTexts, ...tenantTexts },
    },
    interpolation: { escapeValue: false },
    returnObjects: true,
    returnEmptyString: true,
    parseMissingKeyHandler: (_key: string, defaultValue?: string) => defaultValue ?? '',
  });
  return instance;
}
