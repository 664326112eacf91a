import { admin } from '../../admin/index.ts';
import { defineTenant } from '../../core/tenant/defineTenant.ts';
import { card } from '../../plugins/card/index.ts';
import { paypal } from '../../plugins/paypal/index.ts';
import { voucher } from '../../plugins/voucher/index.ts';
import { bonus } from '../../plugins/bonus/index.ts';
import { gift } from '../../plugins/gift/index.ts';
import { region } from '../../plugins/region/index.ts';
import { regional } from '../../themes/regional/index.ts';
import { publisherTexts, type PublisherIdentity } from '../_shared/publisherTexts.ts';
import { standardServiceHours } from '../_shared/standardServiceHours.ts';

const customerNumberFirstDigit = '2';
const identity: PublisherIdentity = {
  brand: 'Schwarzwälder Bote',
  digitalProduct: 'SchwaBo Plus',
  publisher: 'Schwarzwälder Bote Mediengesellschaft mbH',
  customerNumberFirstDigit,
};

/** Schwarzwälder Bote, the Black Forest daily with its many local editions. The only tenant with region selection (pva); another local edition is ordered through customer service. */
export default defineTenant({
  key: 'swb',
  name: 'Schwarzwälder Bote',
  hosts: ['abo.schwarzwaelder-bote.de', 'swb.localhost'],
  plugins: [region(), gift(), bonus(), card(), paypal(), voucher(), admin()],
  theme: regional,
  // Brand: Black Forest green header bar with a gold rule, on the cream page.
  brand: {
    colors: {
      primary: '#1f5a32',
      primaryHover: '#163f24',
      accent: '#c8a24a',
      link: '#1d5430',
      focus: '#d0550f',
      headerFocus: '#e0b85a',
      surface: '#f5f1e6',
      headerBackground: '#16331f',
      headerText: '#fdf8ec',
      footerBackground: '#0f2415',
      footerText: '#f3eedf',
    },
    radius: '3px',
  },
  texts: publisherTexts(identity),
  pageTexts: async () => {
    const shared = (await import(/* webpackChunkName: "later-page-texts" */ '../_shared/publisherPageTexts.ts')).publisherPageTexts(
      identity,
    );
    return {
      ...shared,
      orderExists: {
        ...shared.orderExists,
        // The Black Forest daily appears in many local editions; switching edition is done by customer service.
        otherEdition:
          'Sie möchten eine andere Lokalausgabe des Schwarzwälder Boten beziehen? Dann wenden Sie sich bitte an unseren Leserservice, wir stellen Ihr Abonnement gerne für Sie um.',
      },
    };
  },
  header: {
    logo: new URL('./assets/logo.svg', import.meta.url).href,
    logoAltPrint: 'Schwarzwälder Bote – Zeitungsabo',
    logoAltDigital: 'Schwarzwälder Bote – SchwaBo Plus digital',
    logoSize: { width: 311, height: 48 },
  },
  favicon: new URL('./assets/favicon.svg', import.meta.url).href,
  pageTitle: 'Abo bestellen – Schwarzwälder Bote',
  contact: {
    phone: '07423 78-0',
    serviceHours: standardServiceHours,
    contactFormUrl: 'https://www.schwarzwaelder-bote.de/leserservice/kontakt',
    myDataUrl: 'https://konto.schwarzwaelder-bote.de/meine-daten',
  },
  legal: {
    imprintUrl: 'https://www.schwarzwaelder-bote.de/impressum',
    privacyUrl: 'https://www.schwarzwaelder-bote.de/datenschutz',
    accessibilityUrl: 'https://www.schwarzwaelder-bote.de/barrierefreiheit',
    operatorDetailsUrl: 'https://www.schwarzwaelder-bote.de/anbieterangaben',
    cancellationUrl: 'https://www.schwarzwaelder-bote.de/kuendigen',
    termsUrl: 'https://www.schwarzwaelder-bote.de/agb',
  },
  consent: {
    host: 'https://consent.schwarzwaelder-bote.de',
    tenantLayerScript: 'swb-consent-layer.js',
  },
  backLink: 'https://www.schwarzwaelder-bote.de/',
  otherOffersUrl: 'https://www.schwarzwaelder-bote.de/abo-angebote',
  trackingContainerId: 'GTM-T7SB2KL',
  flags: {
    region: true,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  },
  validCardMonths: 6,
  sepaCreditorId: 'DE88ZZZ10080219470',
  customerNumberFirstDigit,
  urls: {
    loginUrl: 'https://konto.schwarzwaelder-bote.de/login',
    logoutUrl: 'https://konto.schwarzwaelder-bote.de/logout',
    registerUrl: 'https://konto.schwarzwaelder-bote.de/registrieren',
  },
});
