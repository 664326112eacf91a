import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { regional } from '../../themes/regional/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Lahrer Zeitung',
  digitalProduct: 'LZ Plus',
  publisher: 'Lahrer Zeitung GmbH',
  customerNumberFirstDigit,
};

/** Lahrer Zeitung, the daily of Lahr in the Black Forest foothills. The one tenant without the advertising-consent checkboxes. */
export default defineTenant({
  key: 'lz',
  name: 'Lahrer Zeitung',
  hosts: ['abo.lahrer-zeitung.de', 'lz.localhost'],
  plugins: [admin()],
  theme: regional,
  // Brand: steel blue with a brick rule, on the cream page.
  brand: {
    colors: {
      primary: '#2f5779',
      primaryHover: '#21405a',
      accent: '#a5472a',
      link: '#2c5374',
      focus: '#d0550f',
      headerFocus: '#d0550f',
      surface: '#f3f0ea',
      headerBackground: '#fffdfa',
      headerText: '#1f2a33',
      footerBackground: '#14263a',
      footerText: '#eef3f7',
    },
  },
  texts: publisherTexts(identity),
  pageTexts: () =>
    import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts').then((module) =>
      module.publisherPageTexts(identity),
    ),
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Lahrer Zeitung – Zeitungsabo',
    logoAltDigital: 'Lahrer Zeitung – LZ Plus digital',
    logoSize: { width: 247, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Lahrer Zeitung',
  contact: {
    phone: '07821 2783-0',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.lahrer-zeitung.de/leserservice/kontakt',
    myDataUrl: 'https://konto.lahrer-zeitung.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.lahrer-zeitung.de/impressum',
    privacyUrl: 'https://www.lahrer-zeitung.de/datenschutz',
    accessibilityUrl: 'https://www.lahrer-zeitung.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.lahrer-zeitung.de/anbieterangaben',
    cancellationUrl: 'https://www.lahrer-zeitung.de/kuendigen',
    termsUrl: 'https://www.lahrer-zeitung.de/agb',
  },
  consent: {
    host: 'https://consent.lahrer-zeitung.de',
    tenantLayerScript: 'lz-consent-layer.js',
  },
  backLink: 'https://www.lahrer-zeitung.de/',
  otherOffersUrl: 'https://www.lahrer-zeitung.de/abo-angebote',
  trackingContainerId: 'GTM-M9LZ4RD',
  flags: {
    region: false,
    advertisingConsent: false,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE80ZZZ10088241417',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.lahrer-zeitung.de/login',
    logoutUrl: 'https://konto.lahrer-zeitung.de/logout',
    registerUrl: 'https://konto.lahrer-zeitung.de/registrieren',
  },
});
