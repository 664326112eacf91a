import { defineTheme, type Theme } from '../theme/defineTheme.ts';
import { defineTenant, type Tenant, type TenantPageTexts, type TenantTexts } from './defineTenant.ts';
import { tenantPageTextsSchema } from './tenantPageTextsSchema.ts';
import { tenantTextsSchema } from './tenantTextsSchema.ts';

/** A plain theme for core's unit tests (test data only): dark text on white, a blue primary. */
const themeFixture: Theme = defineTheme({
  name: 'fixture',
  tokens: {
    colors: {
      text: '#111111',
      textMuted: '#555555',
      background: '#ffffff',
      surface: '#f4f4f4',
      border: '#767676',
      primary: '#1f4e8c',
      onPrimary: '#ffffff',
      primaryHover: '#163a69',
      accent: '#1f4e8c',
      link: '#1d4b87',
      focus: '#b3470b',
      headerFocus: '#b3470b',
      error: '#a61b1b',
      errorSurface: '#fbeaea',
      success: '#1b6332',
      successSurface: '#e8f3ec',
      headerBackground: '#ffffff',
      headerText: '#111111',
      footerBackground: '#222222',
      footerText: '#f0f0f0',
    },
    fonts: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
    radius: '4px',
    spacing: '1rem',
    maxContentWidth: '60rem',
  },
});

/** What textsOf reads of a superstruct schema: an object's fields, or a leaf. */
interface SchemaNode {
  readonly type: string;
  readonly schema: unknown;
}

/** Every text of a texts schema, each its own key path ("start.headlineDigital"), so a test sees which text is shown. */
function textsOf(struct: SchemaNode, path: string): unknown {
  const fields = struct.schema as Record<string, SchemaNode> | null;
  if (struct.type !== 'object' || fields === null) return path;
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, textsOf(field, path === '' ? key : `${path}.${key}`)]));
}

/** The fixture tenant's Start texts: each text is its key path, complete by construction as the schema grows. */
const tenantTextsFixture = textsOf(tenantTextsSchema, '') as TenantTexts;

const pageTextsFixture = textsOf(tenantPageTextsSchema, '') as TenantPageTexts;

/**
 * A complete, valid tenant for core's unit tests (test data only), so that core's tests never depend on a real
 * publisher's package (docs/architecture.md, "Lint and formatting"). Real tenants are checked by `tenants/checkAllTenants.test.ts`.
 */
export const tenantFixture: Tenant = defineTenant({
  key: 'testblatt',
  name: 'Testblatt',
  hosts: ['abo.testblatt.example', 'testblatt.localhost'],
  plugins: [],
  theme: themeFixture,
  texts: tenantTextsFixture,
  pageTexts: async () => pageTextsFixture,
  header: { logo: '/logo.svg', logoAltPrint: 'Testblatt – Zeitungsabo', logoAltDigital: 'Testblatt – digital' },
  favicon: '/favicon.svg',
  pageTitle: 'Abo bestellen – Testblatt',
  contact: {
    phone: '0711 000000',
    serviceHours: { weekdays: { from: '08:00', to: '18:00' }, saturday: { from: '09:00', to: '12:00' } },
    contactFormUrl: 'https://www.testblatt.example/kontakt',
    myDataUrl: 'https://konto.testblatt.example/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.testblatt.example/impressum',
    privacyUrl: 'https://www.testblatt.example/datenschutz',
    accessibilityUrl: 'https://www.testblatt.example/barrierefreiheit',
    operatorDetailsUrl: 'https://www.testblatt.example/anbieter',
    cancellationUrl: 'https://www.testblatt.example/kuendigen',
    termsUrl: 'https://www.testblatt.example/agb',
  },
  consent: { host: 'https://consent.testblatt.example', tenantLayerScript: 'testblatt-consent.js' },
  backLink: 'https://www.testblatt.example/',
  otherOffersUrl: 'https://www.testblatt.example/angebote',
  trackingContainerId: 'GTM-TEST01',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 3,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: ['DTB1TAG'],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE98ZZZ09999999999',
  customerNumberFirstDigit: '3',
  urls: {
    loginUrl: 'https://konto.testblatt.example/login',
    logoutUrl: 'https://konto.testblatt.example/logout',
    registerUrl: 'https://konto.testblatt.example/registrieren',
  },
});
