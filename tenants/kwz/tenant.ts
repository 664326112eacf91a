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
  brand: 'Kornwestheimer Zeitung',
  digitalProduct: 'KWZ Plus',
  publisher: 'Kornwestheimer Zeitung GmbH & Co. KG',
  customerNumberFirstDigit,
};

/** Kornwestheimer Zeitung, the local paper of Kornwestheim. */
export default defineTenant({
  key: 'kwz',
  name: 'Kornwestheimer Zeitung',
  hosts: ['abo.kornwestheimer-zeitung.de', 'kwz.localhost'],
  plugins: [bonus(), card(), paypal(), admin()],
  theme: modern,
  // Brand: teal on white with a bright teal rule.
  brand: {
    colors: {
      primary: '#00707a',
      primaryHover: '#00535b',
      accent: '#00a3a8',
      link: '#00676f',
      focus: '#d2600e',
      headerFocus: '#c2410c',
      surface: '#eef7f7',
      headerBackground: '#ffffff',
      headerText: '#12292b',
      footerBackground: '#082a2d',
      footerText: '#e2f3f4',
    },
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Kornwestheimer Zeitung – Zeitungsabo',
    logoAltDigital: 'Kornwestheimer Zeitung – KWZ Plus digital',
    logoSize: { width: 213, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Kornwestheimer Zeitung',
  contact: {
    phone: '07154 1312-0',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.kornwestheimer-zeitung.de/leserservice/kontakt',
    myDataUrl: 'https://konto.kornwestheimer-zeitung.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.kornwestheimer-zeitung.de/impressum',
    privacyUrl: 'https://www.kornwestheimer-zeitung.de/datenschutz',
    accessibilityUrl: 'https://www.kornwestheimer-zeitung.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.kornwestheimer-zeitung.de/anbieterangaben',
    cancellationUrl: 'https://www.kornwestheimer-zeitung.de/kuendigen',
    termsUrl: 'https://www.kornwestheimer-zeitung.de/agb',
  },
  consent: {
    host: 'https://consent.kornwestheimer-zeitung.de',
    tenantLayerScript: 'kwz-consent-layer.js',
  },
  backLink: 'https://www.kornwestheimer-zeitung.de/',
  otherOffersUrl: 'https://www.kornwestheimer-zeitung.de/abo-angebote',
  trackingContainerId: 'GTM-P9KW6LX',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE39ZZZ10032087788',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.kornwestheimer-zeitung.de/login',
    logoutUrl: 'https://konto.kornwestheimer-zeitung.de/logout',
    registerUrl: 'https://konto.kornwestheimer-zeitung.de/registrieren',
  },
});
