import type { IdentityFields } from './identityFields.ts';
import { relative, sep } from 'node:path';

/** Short for the many literals the template below writes. */
const q = tsStringLiteral;

/** The import specifiers a generated tenant.ts needs, relative to its folder. */
export interface TenantSourceImports {
  readonly defineTenant: string;
  readonly theme: string;
  readonly publisherTexts: string;
  readonly publisherPageTexts: string;
  readonly standardServiceHours: string;
}

/** A plugin the new tenant enables: its factory's name and the import specifier of its index.ts. */
export interface TenantSourcePlugin {
  readonly factory: string;
  readonly importPath: string;
}

/**
 * A complete tenant.ts for a new publisher, built on the group's shared German texts and service hours,
 * with the given hosts (`<key>.localhost` always among them), plugins and identity values
 * (placeholders where `tenant new` got no answer).
 */
export function renderTenantSource(input: {
  readonly key: string;
  readonly name: string;
  readonly themeName: string;
  readonly hosts: readonly string[];
  readonly plugins: readonly TenantSourcePlugin[];
  readonly identity: IdentityFields;
  readonly imports: TenantSourceImports;
}): string {
  const { key, name, themeName, imports, plugins } = input;
  const v = (field: string) => q(input.identity[field] ?? '');
  const pluginImports = plugins.map((plugin) => `import { ${plugin.factory} } from ${q(plugin.importPath)};\n`).join('');
  return `import { defineTenant } from ${q(imports.defineTenant)};
${pluginImports}import { ${themeName} } from ${q(imports.theme)};
import { publisherTexts, type PublisherIdentity } from ${q(imports.publisherTexts)};
import { standardServiceHours } from ${q(imports.standardServiceHours)};

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: ${q(name)},
  digitalProduct: ${q(`${name} digital`)},
  publisher: ${q(`${name} Verlag`)},
  customerNumberFirstDigit,
};

/** ${name.replace(/\*\//g, '* /')}. Values written TODO, *.example, +00 … or DE98ZZZ09999999999 are placeholders: \`tenant check\` lists them. */
export default defineTenant({
  key: ${q(key)},
  name: ${q(name)},
  hosts: [${input.hosts.map(q).join(', ')}],
  plugins: [${plugins.map((plugin) => `${plugin.factory}()`).join(', ')}],
  theme: ${themeName},
  texts: publisherTexts(identity),
  pageTexts: () => import(/* webpackChunkName: "later-page-texts" */ ${q(imports.publisherPageTexts)}).then((module) => module.publisherPageTexts(identity)),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: ${q(`${name} – Zeitungsabo`)},
    logoAltDigital: ${q(`${name} – digital`)},
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: ${q(`Abo bestellen – ${name}`)},
  contact: {
    phone: ${v('phone')},
    serviceHours: standardServiceHours,
    contactFormUrl: ${v('contactFormUrl')},
    myDataUrl: ${v('myDataUrl')},
  },
  legal: {
    imprintUrl: ${v('imprintUrl')},
    privacyUrl: ${v('privacyUrl')},
    accessibilityUrl: ${v('accessibilityUrl')},
    operatorDetailsUrl: ${v('operatorDetailsUrl')},
    cancellationUrl: ${v('cancellationUrl')},
    termsUrl: ${v('termsUrl')},
  },
  consent: {
    host: ${v('host')},
    tenantLayerScript: ${q(`${key}-consent-layer.js`)},
  },
  backLink: ${v('backLink')},
  otherOffersUrl: ${v('otherOffersUrl')},
  trackingContainerId: ${v('trackingContainerId')},
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: ${v('sepaCreditorId')},
  customerNumberFirstDigit,
  urls: {
    loginUrl: ${v('loginUrl')},
    logoutUrl: ${v('logoutUrl')},
    registerUrl: ${v('registerUrl')},
  },
});
`;
}

/** A single-quoted TypeScript string literal for `text`. */
export function tsStringLiteral(text: string): string {
  return `'${text.replace(/[\\']/g, (char) => `\\${char}`).replace(/\n/g, '\\n')}'`;
}

/** The specifier that imports `target` from a module in `fromDir`: posix separators, always starting with ./ or ../. */
export function relativeImport(fromDir: string, target: string): string {
  const path = relative(fromDir, target).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}
