import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { voucher } from '../../plugins/voucher/index.ts';
import { bonus } from '../../plugins/bonus/index.ts';
import { cashBonus } from '../../plugins/cash-bonus/index.ts';
import { gift } from '../../plugins/gift/index.ts';
import { lwl } from '../../plugins/lwl/index.ts';
import { youngAdult } from '../../plugins/young-adult/index.ts';
import { classic } from '../../themes/classic/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Stuttgarter Zeitung',
  digitalProduct: 'StZ Plus',
  publisher: 'Stuttgarter Zeitung Verlagsgesellschaft mbH',
  customerNumberFirstDigit,
};

/** Stuttgarter Zeitung, one of the two regional dailies of Stuttgart. */
export default defineTenant({
  key: 'stz',
  name: 'Stuttgarter Zeitung',
  hosts: ['abo.stuttgarter-zeitung.de', 'stz.localhost'],
  plugins: [gift(), lwl(), bonus(), cashBonus(), youngAdult(), card(), paypal(), voucher(), admin()],
  theme: classic,
  // Brand: royal blue with a yellow rule, on a deep-blue header bar.
  brand: {
    colors: {
      primary: '#0a4a9e',
      primaryHover: '#07367a',
      accent: '#f2b705',
      link: '#0a4a9e',
      focus: '#d2600e',
      headerFocus: '#f2b705',
      surface: '#f1f5fb',
      headerBackground: '#0b2f66',
      headerText: '#ffffff',
      footerBackground: '#082552',
      footerText: '#e8eef8',
    },
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Stuttgarter Zeitung – Zeitungsabo',
    logoAltDigital: 'Stuttgarter Zeitung – StZ Plus digital',
    logoSize: { width: 298, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Stuttgarter Zeitung',
  contact: {
    phone: '0711 7205-6161',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.stuttgarter-zeitung.de/leserservice/kontakt',
    myDataUrl: 'https://konto.stuttgarter-zeitung.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.stuttgarter-zeitung.de/impressum',
    privacyUrl: 'https://www.stuttgarter-zeitung.de/datenschutz',
    accessibilityUrl: 'https://www.stuttgarter-zeitung.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.stuttgarter-zeitung.de/anbieterangaben',
    cancellationUrl: 'https://www.stuttgarter-zeitung.de/kuendigen',
    termsUrl: 'https://www.stuttgarter-zeitung.de/agb',
  },
  consent: {
    host: 'https://consent.stuttgarter-zeitung.de',
    tenantLayerScript: 'stz-consent-layer.js',
  },
  backLink: 'https://www.stuttgarter-zeitung.de/',
  otherOffersUrl: 'https://www.stuttgarter-zeitung.de/abo-angebote',
  trackingContainerId: 'GTM-N3TZ8PB',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE55ZZZ10016043894',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.stuttgarter-zeitung.de/login',
    logoutUrl: 'https://konto.stuttgarter-zeitung.de/logout',
    registerUrl: 'https://konto.stuttgarter-zeitung.de/registrieren',
  },
});
