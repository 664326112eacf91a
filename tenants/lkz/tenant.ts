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
  brand: 'Ludwigsburger Kreiszeitung',
  digitalProduct: 'LKZ Plus',
  publisher: 'Ungeheuer + Ulmer KG GmbH + Co.',
  customerNumberFirstDigit,
};

/** Ludwigsburger Kreiszeitung, the district paper of the Ludwigsburg district. */
export default defineTenant({
  key: 'lkz',
  name: 'Ludwigsburger Kreiszeitung',
  hosts: ['abo.lkz.de', 'lkz.localhost'],
  plugins: [bonus(), card(), paypal(), admin()],
  theme: modern,
  // Brand: crimson header bar with a white wordmark (the red logo no longer sits on white).
  brand: {
    colors: {
      primary: '#b3132b',
      primaryHover: '#8c0e21',
      accent: '#6e0b1a',
      link: '#a3112a',
      focus: '#0b6bcb',
      headerFocus: '#ffffff',
      surface: '#fbf2f3',
      headerBackground: '#b3132b',
      headerText: '#ffffff',
      footerBackground: '#2b0d12',
      footerText: '#fbe9ec',
    },
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Ludwigsburger Kreiszeitung – Zeitungsabo',
    logoAltDigital: 'Ludwigsburger Kreiszeitung – LKZ Plus digital',
    logoSize: { width: 201, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Ludwigsburger Kreiszeitung',
  contact: {
    phone: '07141 130-0',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.lkz.de/leserservice/kontakt',
    myDataUrl: 'https://konto.lkz.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.lkz.de/impressum',
    privacyUrl: 'https://www.lkz.de/datenschutz',
    accessibilityUrl: 'https://www.lkz.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.lkz.de/anbieterangaben',
    cancellationUrl: 'https://www.lkz.de/kuendigen',
    termsUrl: 'https://www.lkz.de/agb',
  },
  consent: {
    host: 'https://consent.lkz.de',
    tenantLayerScript: 'lkz-consent-layer.js',
  },
  backLink: 'https://www.lkz.de/',
  otherOffersUrl: 'https://www.lkz.de/abo-angebote',
  trackingContainerId: 'GTM-R8LK3JT',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE23ZZZ10048131682',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.lkz.de/login',
    logoutUrl: 'https://konto.lkz.de/logout',
    registerUrl: 'https://konto.lkz.de/registrieren',
  },
});
