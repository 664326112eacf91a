import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { voucher } from '../../plugins/voucher/index.ts';
import { bonus } from '../../plugins/bonus/index.ts';
import { cashBonus } from '../../plugins/cash-bonus/index.ts';
import { gift } from '../../plugins/gift/index.ts';
import { loyalty } from '../../plugins/loyalty/index.ts';
import { lwl } from '../../plugins/lwl/index.ts';
import { student } from '../../plugins/student/index.ts';
import { youngAdult } from '../../plugins/young-adult/index.ts';
import { classic } from '../../themes/classic/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';

const customerNumberFirstDigit = '3';
const identity: PublisherIdentity = {
  brand: 'Süddeutsche Zeitung',
  digitalProduct: 'SZ Plus',
  publisher: 'Süddeutsche Zeitung GmbH',
  customerNumberFirstDigit,
};

/** Süddeutsche Zeitung, the national quality daily from Munich. The one publisher with customer numbers starting with 3, longer service hours, one-month card validity and the day-pass prefix DSZ1TAG. */
export default defineTenant({
  key: 'sz',
  name: 'Süddeutsche Zeitung',
  hosts: ['abo.sueddeutsche.de', 'sz.localhost'],
  plugins: [gift(), lwl(), student(), youngAdult(), bonus(), cashBonus(), loyalty(), card(), paypal(), voucher(), admin()],
  theme: classic,
  // Brand: ink blue-black on white, a black rule under the header: the Munich broadsheet.
  brand: {
    colors: {
      primary: '#1d2242',
      primaryHover: '#0e1126',
      accent: '#1d2242',
      link: '#2a3a8c',
      focus: '#c2570c',
      headerFocus: '#c2570c',
      surface: '#f4f4f6',
      headerBackground: '#ffffff',
      headerText: '#14161f',
      footerBackground: '#14161f',
      footerText: '#e9eaf0',
    },
    radius: '0',
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Süddeutsche Zeitung – Zeitungsabo',
    logoAltDigital: 'Süddeutsche Zeitung – SZ Plus digital',
    logoSize: { width: 315, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Süddeutsche Zeitung',
  contact: {
    phone: '089 2183-8000',
    serviceHours: {
      weekdays: { from: '07:00', to: '18:00' },
      saturday: { from: '07:30', to: '12:30' },
    },
    contactFormUrl: 'https://service.sueddeutsche.de/kontakt',
    myDataUrl: 'https://service.sueddeutsche.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.sueddeutsche.de/impressum',
    privacyUrl: 'https://www.sueddeutsche.de/datenschutz',
    accessibilityUrl: 'https://www.sueddeutsche.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.sueddeutsche.de/service/anbieterangaben',
    cancellationUrl: 'https://service.sueddeutsche.de/kuendigen',
    termsUrl: 'https://service.sueddeutsche.de/agb',
  },
  consent: {
    host: 'https://consent.sueddeutsche.de',
    tenantLayerScript: 'sz-consent-layer.js',
  },
  backLink: 'https://www.sueddeutsche.de/',
  otherOffersUrl: 'https://www.sueddeutsche.de/abo',
  trackingContainerId: 'GTM-K7SZ4QD',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: ['DSZ1TAG'],
  },
  validCardMonths: 1,
  sepaCreditorId: 'DE63ZZZ10008021947',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://id.sueddeutsche.de/login',
    logoutUrl: 'https://id.sueddeutsche.de/logout',
    registerUrl: 'https://id.sueddeutsche.de/registrieren',
  },
});
