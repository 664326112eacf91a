import {
  array, boolean, define, enums, func, integer, min, max, nonempty, object, optional, pattern, size, string, type,
} from 'superstruct';
import { brandSchema } from './brandSchema.ts';
import { isSepaCreditorId } from './isSepaCreditorId.ts';
import { tenantTextsSchema } from './tenantTextsSchema.ts';

const url = () =>
  define<string>('url', (value) => {
    if (typeof value !== 'string') return 'expected a URL string';
    if (value.startsWith('/') || /^(https?|file|data):/.test(value)) return true;
    return `expected an absolute URL (https://...) or a path starting with "/", got "${value}"`;
  });

const hostName = () => pattern(string(), /^[a-z0-9.-]+(:\d+)?$/);
const time = () => pattern(string(), /^\d{2}:\d{2}$/);

const pluginShape = type({ kind: enums(['plugin']), id: nonempty(string()) });
const themeShape = type({ kind: enums(['theme']), name: nonempty(string()), tokens: type({}) });

/** The superstruct schema a tenant package must satisfy (platform.md sections 1 and 3). */
export const tenantSchema = object({
  key: pattern(string(), /^[a-z][a-z0-9-]{1,15}$/),
  name: size(string(), 2, 80),
  hosts: nonempty(array(hostName())),
  plugins: array(pluginShape),
  theme: themeShape,
  /** The tenant's own colours (and radius) laid over its theme family's tokens. */
  brand: optional(brandSchema),
  texts: tenantTextsSchema,
  pageTexts: func(),
  header: object({
    logo: url(),
    logoAltPrint: nonempty(string()),
    logoAltDigital: nonempty(string()),
    /** The logo's width and height (its aspect ratio): the header reserves its place before the file arrives. */
    logoSize: optional(object({ width: size(integer(), 1, 4000), height: size(integer(), 1, 4000) })),
  }),
  favicon: url(),
  pageTitle: size(string(), 2, 120),
  contact: object({
    phone: pattern(string(), /^\+?[0-9 ()/-]{6,30}$/),
    serviceHours: object({
      weekdays: object({ from: time(), to: time() }),
      saturday: object({ from: time(), to: time() }),
    }),
    contactFormUrl: url(),
    myDataUrl: url(),
  }),
  legal: object({
    imprintUrl: url(),
    privacyUrl: url(),
    accessibilityUrl: url(),
    operatorDetailsUrl: url(),
    cancellationUrl: url(),
    /** The general terms (AGB) with the cancellation policy, linked at the terms checkbox. */
    termsUrl: url(),
  }),
  consent: object({
    host: url(),
    tenantLayerScript: nonempty(string()),
  }),
  backLink: url(),
  otherOffersUrl: url(),
  trackingContainerId: pattern(string(), /^[A-Z]{2,4}-[A-Z0-9]{4,12}$/),
  flags: object({
    region: boolean(),
    advertisingConsent: boolean(),
    earliestStartDateOffsetForPrintInDays: size(integer(), 0, 60),
    orderWithoutAddressCustomizable: boolean(),
    dayPassPrefixes: array(pattern(string(), /^[A-Z0-9]{2,16}$/)),
  }),
  validCardMonths: max(min(integer(), 1), 24),
  /** The publisher's SEPA creditor identifier (Gläubiger-Identifikationsnummer), shown with the mandate text. */
  sepaCreditorId: define<string>('sepaCreditorId', (value) =>
    typeof value === 'string' && isSepaCreditorId(value) ? true : 'expected a creditor identifier like DE98ZZZ09999999999 with valid check digits',
  ),
  customerNumberFirstDigit: enums(['1', '2', '3', '4', '5', '6', '7', '8', '9']),
  urls: object({
    loginUrl: url(),
    logoutUrl: url(),
    registerUrl: url(),
  }),
});
