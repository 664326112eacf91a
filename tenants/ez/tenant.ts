import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { bonus } from '../../plugins/bonus/index.ts';
import { classic } from '../../themes/classic/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Eßlinger Zeitung',
  digitalProduct: 'EZ Plus',
  publisher: 'Eßlinger Zeitung Verlag GmbH',
  customerNumberFirstDigit,
};

/** Eßlinger Zeitung, the daily of Esslingen am Neckar. */
export default defineTenant({
  key: 'ez',
  name: 'Eßlinger Zeitung',
  hosts: ['abo.esslinger-zeitung.de', 'ez.localhost'],
  plugins: [bonus(), card(), paypal(), admin()],
  theme: classic,
  // Brand: old gold on a warm cream header.
  brand: {
    colors: {
      primary: '#7a5200',
      primaryHover: '#5a3c00',
      accent: '#b88a1b',
      link: '#6e4a00',
      focus: '#1f6fd1',
      headerFocus: '#1f6fd1',
      surface: '#faf6ec',
      headerBackground: '#fbf6ea',
      headerText: '#2b2112',
      footerBackground: '#2e2410',
      footerText: '#f6eedb',
    },
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Eßlinger Zeitung – Zeitungsabo',
    logoAltDigital: 'Eßlinger Zeitung – EZ Plus digital',
    logoSize: { width: 272, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Eßlinger Zeitung',
  contact: {
    phone: '0711 9310-0',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.esslinger-zeitung.de/leserservice/kontakt',
    myDataUrl: 'https://konto.esslinger-zeitung.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.esslinger-zeitung.de/impressum',
    privacyUrl: 'https://www.esslinger-zeitung.de/datenschutz',
    accessibilityUrl: 'https://www.esslinger-zeitung.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.esslinger-zeitung.de/anbieterangaben',
    cancellationUrl: 'https://www.esslinger-zeitung.de/kuendigen',
    termsUrl: 'https://www.esslinger-zeitung.de/agb',
  },
  consent: {
    host: 'https://consent.esslinger-zeitung.de',
    tenantLayerScript: 'ez-consent-layer.js',
  },
  backLink: 'https://www.esslinger-zeitung.de/',
  otherOffersUrl: 'https://www.esslinger-zeitung.de/abo-angebote',
  trackingContainerId: 'GTM-D4EZ9NM',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE15ZZZ10056153629',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.esslinger-zeitung.de/login',
    logoutUrl: 'https://konto.esslinger-zeitung.de/logout',
    registerUrl: 'https://konto.esslinger-zeitung.de/registrieren',
  },
});
