import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { bonus } from '../../plugins/bonus/index.ts';
import { modern } from '../../themes/modern/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Marbacher Zeitung',
  digitalProduct: 'MZ Plus',
  publisher: 'Marbacher Zeitung GmbH',
  customerNumberFirstDigit,
};

/** Marbacher Zeitung, the local paper of Marbach am Neckar. */
export default defineTenant({
  key: 'maz',
  name: 'Marbacher Zeitung',
  hosts: ['abo.marbacher-zeitung.de', 'maz.localhost'],
  plugins: [bonus(), card(), paypal(), admin()],
  theme: modern,
  // Brand: burnt orange on an espresso header bar (the orange logo no longer sits on white).
  brand: {
    colors: {
      primary: '#b0420a',
      primaryHover: '#8a3306',
      accent: '#e8a33d',
      link: '#a33d08',
      focus: '#2563eb',
      headerFocus: '#f5c26b',
      surface: '#fbf4ee',
      headerBackground: '#2a1c15',
      headerText: '#fbf1e6',
      footerBackground: '#2a1c15',
      footerText: '#fbf1e6',
    },
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Marbacher Zeitung – Zeitungsabo',
    logoAltDigital: 'Marbacher Zeitung – MZ Plus digital',
    logoSize: { width: 300, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Marbacher Zeitung',
  contact: {
    phone: '07144 8500-0',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.marbacher-zeitung.de/leserservice/kontakt',
    myDataUrl: 'https://konto.marbacher-zeitung.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.marbacher-zeitung.de/impressum',
    privacyUrl: 'https://www.marbacher-zeitung.de/datenschutz',
    accessibilityUrl: 'https://www.marbacher-zeitung.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.marbacher-zeitung.de/anbieterangaben',
    cancellationUrl: 'https://www.marbacher-zeitung.de/kuendigen',
    termsUrl: 'https://www.marbacher-zeitung.de/agb',
  },
  consent: {
    host: 'https://consent.marbacher-zeitung.de',
    tenantLayerScript: 'maz-consent-layer.js',
  },
  backLink: 'https://www.marbacher-zeitung.de/',
  otherOffersUrl: 'https://www.marbacher-zeitung.de/abo-angebote',
  trackingContainerId: 'GTM-H2MZ7VC',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE31ZZZ10040109735',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.marbacher-zeitung.de/login',
    logoutUrl: 'https://konto.marbacher-zeitung.de/logout',
    registerUrl: 'https://konto.marbacher-zeitung.de/registrieren',
  },
});
