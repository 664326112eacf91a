import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { gift } from '../../plugins/gift/index.ts';
import { student } from '../../plugins/student/index.ts';
import { classic } from '../../themes/classic/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Stuttgarter Nachrichten',
  digitalProduct: 'StN Plus',
  publisher: 'Stuttgarter Nachrichten Verlagsgesellschaft mbH',
  customerNumberFirstDigit,
};

/** Stuttgarter Nachrichten, the other regional daily of Stuttgart. */
export default defineTenant({
  key: 'stn',
  name: 'Stuttgarter Nachrichten',
  hosts: ['abo.stuttgarter-nachrichten.de', 'stn.localhost'],
  plugins: [gift(), student(), card(), paypal(), admin()],
  theme: classic,
  // Brand: wine red on white with a wine rule.
  brand: {
    colors: {
      primary: '#7b1e3a',
      primaryHover: '#5c152b',
      accent: '#7b1e3a',
      link: '#7b1e3a',
      focus: '#1f6fd1',
      headerFocus: '#1f6fd1',
      surface: '#f8f3f5',
      headerBackground: '#ffffff',
      headerText: '#1f1a1c',
      footerBackground: '#3a0f1d',
      footerText: '#f7e9ee',
    },
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Stuttgarter Nachrichten – Zeitungsabo',
    logoAltDigital: 'Stuttgarter Nachrichten – StN Plus digital',
    logoSize: { width: 177, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Stuttgarter Nachrichten',
  contact: {
    phone: '0711 7205-6162',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.stuttgarter-nachrichten.de/leserservice/kontakt',
    myDataUrl: 'https://konto.stuttgarter-nachrichten.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.stuttgarter-nachrichten.de/impressum',
    privacyUrl: 'https://www.stuttgarter-nachrichten.de/datenschutz',
    accessibilityUrl: 'https://www.stuttgarter-nachrichten.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.stuttgarter-nachrichten.de/anbieterangaben',
    cancellationUrl: 'https://www.stuttgarter-nachrichten.de/kuendigen',
    termsUrl: 'https://www.stuttgarter-nachrichten.de/agb',
  },
  consent: {
    host: 'https://consent.stuttgarter-nachrichten.de',
    tenantLayerScript: 'stn-consent-layer.js',
  },
  backLink: 'https://www.stuttgarter-nachrichten.de/',
  otherOffersUrl: 'https://www.stuttgarter-nachrichten.de/abo-angebote',
  trackingContainerId: 'GTM-W5TN2RF',
  flags: {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE47ZZZ10024065841',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.stuttgarter-nachrichten.de/login',
    logoutUrl: 'https://konto.stuttgarter-nachrichten.de/logout',
    registerUrl: 'https://konto.stuttgarter-nachrichten.de/registrieren',
  },
});
