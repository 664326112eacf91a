import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { bonus } from '../../plugins/bonus/index.ts';
import { loyalty } from '../../plugins/loyalty/index.ts';
import { modern } from '../../themes/modern/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Kreiszeitung Böblinger Bote',
  digitalProduct: 'KRZBB Plus',
  publisher: 'Kreiszeitung Böblinger Bote Wilhelm Schlecht GmbH & Co. KG',
  customerNumberFirstDigit,
};

/** Kreiszeitung Böblinger Bote, the district paper of the Böblingen district. */
export default defineTenant({
  key: 'kbb',
  name: 'Kreiszeitung Böblinger Bote',
  hosts: ['abo.krzbb.de', 'kbb.localhost'],
  plugins: [bonus(), loyalty(), card(), paypal(), admin()],
  theme: modern,
  // Brand: raspberry on a charcoal header bar.
  brand: {
    colors: {
      primary: '#a0246a',
      primaryHover: '#7c1b52',
      accent: '#a0246a',
      link: '#9a2266',
      focus: '#1d6fb8',
      headerFocus: '#ffffff',
      surface: '#faf2f7',
      headerBackground: '#1f1f24',
      headerText: '#ffffff',
      footerBackground: '#1f1f24',
      footerText: '#f1f1f4',
    },
    radius: '12px',
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Kreiszeitung Böblinger Bote – Zeitungsabo',
    logoAltDigital: 'Kreiszeitung Böblinger Bote – KRZBB Plus digital',
    logoSize: { width: 196, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Kreiszeitung Böblinger Bote',
  contact: {
    phone: '07031 6200-0',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.krzbb.de/leserservice/kontakt',
    myDataUrl: 'https://konto.krzbb.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.krzbb.de/impressum',
    privacyUrl: 'https://www.krzbb.de/datenschutz',
    accessibilityUrl: 'https://www.krzbb.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.krzbb.de/anbieterangaben',
    cancellationUrl: 'https://www.krzbb.de/kuendigen',
    termsUrl: 'https://www.krzbb.de/agb',
  },
  consent: {
    host: 'https://consent.krzbb.de',
    tenantLayerScript: 'kbb-consent-layer.js',
  },
  backLink: 'https://www.krzbb.de/',
  otherOffersUrl: 'https://www.krzbb.de/abo-angebote',
  trackingContainerId: 'GTM-B3KB5XH',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE96ZZZ10072197523',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.krzbb.de/login',
    logoutUrl: 'https://konto.krzbb.de/logout',
    registerUrl: 'https://konto.krzbb.de/registrieren',
  },
});
