import {
  array,
  boolean,
  define,
  enums,
  func,
  integer,
  min,
  max,
  nonempty,
  object,
  optional,
  refine,
  size,
  string,
  type,
} from 'superstruct';
import { brandSchema } from './brandSchema.ts';
import { tenantTextsSchema } from './tenantTextsSchema.ts';

const url = () =>
  define<string>('url', (value) => {
    if (typeof value !== 'string') return `expected an absolute https:// URL or a path starting with "/", got ${JSON.stringify(value) ?? 'nothing'}`;
    // Readers type payment data on these pages: a link to http:// would leave TLS.
    if (value.startsWith('http:')) return `expected an https:// URL, got the unencrypted "${value}"`;
    if (value.startsWith('/') || /^(https|file|data):/.test(value)) return true;
    return `expected an absolute URL (https://...) or a path starting with "/", got "${value}"`;
  });

/** A text in a given format; the failure says the format in words (`description`), never as a regular expression. */
const format = (regex: RegExp, description: string) =>
  refine(string(), 'format', (value) => regex.test(value) || `expected ${description}, got ${JSON.stringify(value)}`);

const hostName = () => format(/^[a-z0-9.-]+(:\d+)?$/, 'a host name in lower case such as "abo.example-zeitung.de" (no https://, no path)');
const time = () => format(/^\d{2}:\d{2}$/, 'a time written HH:MM, e.g. "07:30"');

// A plugin is what a plugin factory returns; a hand-made object without contributions is refused here, not when wired.
const pluginShape = type({
  kind: enums(['plugin']),
  id: nonempty(string()),
  contributes: array(type({ point: type({ id: string() }) })),
});
const themeShape = type({ kind: enums(['theme']), name: nonempty(string()), tokens: type({}) });

/** The superstruct schema a tenant package must satisfy (platform.md sections 1 and 3). */
export const tenantSchema = object({
  key: format(/^[a-z][a-z0-9-]{1,15}$/, '2 to 16 lower-case letters, digits and "-", starting with a letter'),
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
    phone: format(/^\+?[0-9 ()/-]{6,30}$/, 'a phone number of 6 to 30 digits, spaces and ( ) / -, e.g. "0800 1234567"'),
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
  trackingContainerId: format(/^[A-Z]{2,4}-[A-Z0-9]{4,12}$/, 'a tag manager container id such as "GTM-K7SZ4QD"'),
  flags: object({
    region: boolean(),
    advertisingConsent: boolean(),
    earliestStartDateOffsetForPrintInDays: size(integer(), 0, 60),
    orderWithoutAddressCustomizable: boolean(),
    dayPassPrefixes: array(format(/^[A-Z0-9]{2,16}$/, '2 to 16 capital letters or digits, e.g. "DSZ1TAG"')),
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

/**
 * Whether a text is a German SEPA creditor identifier (Gläubiger-Identifikationsnummer): `DE`, two check
 * digits, the business code `ZZZ` and 11 digits, whose check digits are right (ISO 7064 MOD 97-10 over the
 * national part followed by `DE00`; the business code is left out, as the Bundesbank describes it).
 */
export function isSepaCreditorId(value: string): boolean {
  const match = /^DE(\d{2})ZZZ(\d{11})$/.exec(value);
  if (!match) return false;
  // D = 13, E = 14: the country letters as digits.
  const digits = `${match[2]}131400`;
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return 98 - remainder === Number(match[1]);
}
