import { validate, type Struct } from 'superstruct';
import { closestMatch } from '../core/tenant/closestMatch.ts';
import { describeFailure } from '../core/tenant/describeFailure.ts';
import { tenantSchema } from '../core/tenant/tenantSchema.ts';

/** One thing `tenant new` asks: the answer it fills, its flag, the question, and the check of a typed value. */
export interface TenantQuestion {
  readonly answer: Exclude<keyof TenantAnswers, 'name'> | 'name';
  readonly flag: string;
  readonly question: string;
  /** Comma-separated on the command line and at the prompt. */
  readonly list?: boolean;
  /** What Enter keeps, in words, when nothing is typed. */
  readonly fallback: string;
}

const fields = tenantSchema.schema;

// The same rules the tenant check applies, so a typed answer is refused with the check's own message.
function problemWith(value: unknown, struct: Struct<unknown, unknown>): string | undefined {
  const [error] = validate(value, struct);
  return error ? describeFailure(error.failures()[0]!, struct).message : undefined;
}

const httpsUrl = (value: string) =>
  problemWith(value, fields.backLink as Struct<unknown, unknown>) ?? (value.startsWith('https://') ? undefined : 'expected an https:// URL');

const checks: Readonly<Record<string, (value: string, known: KnownChoices) => string | undefined>> = {
  name: (value) => (value.trim().length >= 2 && value.length <= 80 ? undefined : 'expected the brand name, 2 to 80 characters'),
  hosts: (value) => problemWith(value, fields.hosts.schema as Struct<unknown, unknown>),
  theme: (value, known) => (known.themes.includes(value) ? undefined : unknownChoice('theme', value, known.themes)),
  plugins: (value, known) => (known.plugins.includes(value) ? undefined : unknownChoice('plugin', value, known.plugins)),
  trackingContainerId: (value) => problemWith(value, fields.trackingContainerId as Struct<unknown, unknown>),
  website: httpsUrl,
  accountUrl: httpsUrl,
  phone: (value) => problemWith(value, fields.contact.schema.phone as Struct<unknown, unknown>),
  contactFormUrl: httpsUrl,
  consentHost: httpsUrl,
  sepaCreditorId: (value) => problemWith(value, fields.sepaCreditorId as Struct<unknown, unknown>),
};

/** The themes and plugins there are to choose from. */
export interface KnownChoices {
  readonly themes: readonly string[];
  readonly plugins: readonly string[];
}

function unknownChoice(what: string, value: string, known: readonly string[]): string {
  const suggestion = closestMatch(value, known);
  return `unknown ${what} "${value}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}; choose from ${known.join(', ')}`;
}

/** Everything `tenant new` asks, in order, with its flag. */
export const tenantQuestions: readonly TenantQuestion[] = [
  { answer: 'name', flag: 'name', question: 'Brand name readers know', fallback: '(required)' },
  { answer: 'hosts', flag: 'hosts', question: 'Production hosts, comma-separated (KEY.localhost is added)', list: true, fallback: 'placeholder abo.KEY.example' },
  { answer: 'theme', flag: 'theme', question: 'Theme', fallback: 'classic, or the --from tenant’s' },
  { answer: 'plugins', flag: 'plugins', question: 'Plugins, comma-separated ("none" for none)', list: true, fallback: 'none, or the --from tenant’s' },
  { answer: 'trackingContainerId', flag: 'tracking-id', question: 'Tag manager container id, e.g. GTM-AB12CD3', fallback: 'placeholder GTM-TODO' },
  { answer: 'website', flag: 'website', question: 'Publisher website; imprint, privacy, terms … are linked under it', fallback: 'placeholder https://www.KEY.example' },
  { answer: 'accountUrl', flag: 'account-url', question: 'Reader account (login, register, Meine Daten)', fallback: 'placeholder https://konto.KEY.example' },
  { answer: 'phone', flag: 'phone', question: 'Reader service phone', fallback: 'placeholder +00 0000 000000' },
  { answer: 'contactFormUrl', flag: 'contact-url', question: 'Contact form URL', fallback: 'WEBSITE/leserservice/kontakt' },
  { answer: 'consentHost', flag: 'consent-host', question: 'Consent management host, e.g. https://consent.example-zeitung.de', fallback: 'placeholder https://consent.KEY.example' },
  { answer: 'sepaCreditorId', flag: 'sepa-creditor-id', question: 'SEPA creditor id (Gläubiger-ID)', fallback: 'placeholder DE98ZZZ09999999999' },
];

/** Splits a list answer; "none" is the empty list. */
export function splitList(value: string): string[] {
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  return items.length === 1 && items[0] === 'none' ? [] : items;
}

/** Why `value` is no answer to `question` (one line), or undefined when it is; a list is checked item by item. */
export function answerProblem(question: TenantQuestion, value: string, known: KnownChoices): string | undefined {
  const check = checks[question.answer]!;
  const items = question.list ? splitList(value) : [value];
  for (const item of items) {
    const problem = check(item, known);
    if (problem) return problem;
  }
  return undefined;
}

/** What `tenant new` asks (or takes as flags); anything left out becomes a placeholder (core/tenant/placeholders.ts). */
export interface TenantAnswers {
  readonly name: string;
  readonly theme?: string;
  /** The publisher's production hosts; `<key>.localhost` is always added for local use. */
  readonly hosts?: readonly string[];
  /** Plugin ids, e.g. ['gift', 'card']: folders under plugins/, and `admin`. */
  readonly plugins?: readonly string[];
  readonly trackingContainerId?: string;
  /** The publisher's website; the legal pages, back link and offers page are linked under it. */
  readonly website?: string;
  /** The reader account (login, logout, register, "Meine Daten"). */
  readonly accountUrl?: string;
  readonly phone?: string;
  readonly contactFormUrl?: string;
  readonly consentHost?: string;
  readonly sepaCreditorId?: string;
}
