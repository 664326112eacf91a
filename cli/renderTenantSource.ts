import { tsStringLiteral as q } from './tsStringLiteral.ts';

/** The import specifiers a generated tenant.ts needs, relative to its folder. */
export interface TenantSourceImports {
  readonly defineTenant: string;
  readonly theme: string;
  readonly publisherTexts: string;
  readonly publisherPageTexts: string;
  readonly standardServiceHours: string;
}

/**
 * A complete tenant.ts for a new publisher, built on the group's shared German texts and service hours.
 * Hosts, URLs, phone and tracking id are derived from the key under the reserved `.example` domain so the
 * package is valid at once and obviously awaits the publisher's real values.
 */
export function renderTenantSource(input: {
  readonly key: string;
  readonly name: string;
  readonly themeName: string;
  readonly imports: TenantSourceImports;
}): string {
  const { key, name, themeName, imports } = input;
  const site = `https://www.${key}.example`;
  const account = `https://konto.${key}.example`;
  const trackingId = `GTM-${key.toUpperCase().replace(/[^A-Z0-9]/g, '').padEnd(4, '0').slice(0, 12)}`;
  return `import { defineTenant } from ${q(imports.defineTenant)};
import { ${themeName} } from ${q(imports.theme)};
import { publisherTexts, type PublisherIdentity } from ${q(imports.publisherTexts)};
import { standardServiceHours } from ${q(imports.standardServiceHours)};

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: ${q(name)},
  digitalProduct: ${q(`${name} digital`)},
  publisher: ${q(`${name} Verlag`)},
  customerNumberFirstDigit,
};

/** ${name.replace(/\*\//g, '* /')}. */
export default defineTenant({
  key: ${q(key)},
  name: ${q(name)},
  hosts: [${q(`abo.${key}.example`)}, ${q(`${key}.localhost`)}],
  plugins: [],
  theme: ${themeName},
  texts: publisherTexts(identity),
  pageTexts: () => import(${q(imports.publisherPageTexts)}).then((module) => module.publisherPageTexts(identity)),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: ${q(`${name} – Zeitungsabo`)},
    logoAltDigital: ${q(`${name} – digital`)},
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: ${q(`Abo bestellen – ${name}`)},
  contact: {
    phone: '0800 1234567',
    serviceHours: standardServiceHours,
    contactFormUrl: ${q(`${site}/leserservice/kontakt`)},
    myDataUrl: ${q(`${account}/meine-daten`)},
  },
  legal: {
    imprintUrl: ${q(`${site}/impressum`)},
    privacyUrl: ${q(`${site}/datenschutz`)},
    accessibilityUrl: ${q(`${site}/barrierefreiheit`)},
    operatorDetailsUrl: ${q(`${site}/anbieterangaben`)},
    cancellationUrl: ${q(`${site}/kuendigen`)},
    termsUrl: ${q(`${site}/agb`)},
  },
  consent: {
    host: ${q(`https://consent.${key}.example`)},
    tenantLayerScript: ${q(`${key}-consent-layer.js`)},
  },
  backLink: ${q(`${site}/`)},
  otherOffersUrl: ${q(`${site}/abo-angebote`)},
  trackingContainerId: ${q(trackingId)},
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  // The Bundesbank's example identifier: replace it with the publisher's own before going live.
  sepaCreditorId: 'DE98ZZZ09999999999',
  customerNumberFirstDigit,
  urls: {
    loginUrl: ${q(`${account}/login`)},
    logoutUrl: ${q(`${account}/logout`)},
    registerUrl: ${q(`${account}/registrieren`)},
  },
});
`;
}
