import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { bonus } from '../../plugins/bonus/index.ts';
import { cashBonus } from '../../plugins/cash-bonus/index.ts';
import { modern } from '../../themes/modern/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Cannstatter Zeitung',
  digitalProduct: 'CZ Plus',
  publisher: 'Cannstatter Zeitung Verlag GmbH',
  customerNumberFirstDigit,
};

/** Cannstatter Zeitung, the local paper of Bad Cannstatt. */
export default defineTenant({
  key: 'cz',
  name: 'Cannstatter Zeitung',
  hosts: ['abo.cannstatter-zeitung.de', 'cz.localhost'],
  plugins: [bonus(), cashBonus(), card(), paypal(), admin()],
  theme: modern,
  // Brand: violet on a pale lilac header.
  brand: {
    colors: {
      primary: '#5b3a8c',
      primaryHover: '#452b6c',
      accent: '#8f6cc4',
      link: '#5b3a8c',
      focus: '#c2410c',
      headerFocus: '#c2410c',
      surface: '#f6f2fb',
      headerBackground: '#f5f1fb',
      headerText: '#221a2e',
      footerBackground: '#261a3a',
      footerText: '#efe9f8',
    },
    radius: '6px',
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Cannstatter Zeitung – Zeitungsabo',
    logoAltDigital: 'Cannstatter Zeitung – CZ Plus digital',
    logoSize: { width: 312, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Cannstatter Zeitung',
  contact: {
    phone: '0711 9310-300',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.cannstatter-zeitung.de/leserservice/kontakt',
    myDataUrl: 'https://konto.cannstatter-zeitung.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.cannstatter-zeitung.de/impressum',
    privacyUrl: 'https://www.cannstatter-zeitung.de/datenschutz',
    accessibilityUrl: 'https://www.cannstatter-zeitung.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.cannstatter-zeitung.de/anbieterangaben',
    cancellationUrl: 'https://www.cannstatter-zeitung.de/kuendigen',
    termsUrl: 'https://www.cannstatter-zeitung.de/agb',
  },
  consent: {
    host: 'https://consent.cannstatter-zeitung.de',
    tenantLayerScript: 'cz-consent-layer.js',
  },
  backLink: 'https://www.cannstatter-zeitung.de/',
  otherOffersUrl: 'https://www.cannstatter-zeitung.de/abo-angebote',
  trackingContainerId: 'GTM-F6CZ1QW',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE07ZZZ10064175576',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.cannstatter-zeitung.de/login',
    logoutUrl: 'https://konto.cannstatter-zeitung.de/logout',
    registerUrl: 'https://konto.cannstatter-zeitung.de/registrieren',
  },
});
