import type { TenantProblem } from './TenantProblem.ts';

/**
 * The one placeholder form of aboflow: a value that awaits the publisher's real one. Hosts and URLs use the
 * reserved `.example` top-level domain (RFC 2606, it can never go live), ids carry `TODO`, a phone number is
 * written `+00 …` (no country has the code 00), the SEPA creditor id is the Bundesbank's example. `tenant new` writes
 * them; the tenant check finds them.
 */
export const placeholder = {
  host: (key: string): string => `abo.${key}.example`,
  url: (key: string, path: string): string => `https://www.${key}.example${path}`,
  accountUrl: (key: string, path: string): string => `https://konto.${key}.example${path}`,
  consentHost: (key: string): string => `https://consent.${key}.example`,
  trackingContainerId: 'GTM-TODO',
  phone: '+00 0000 000000',
  sepaCreditorId: 'DE98ZZZ09999999999',
} as const;

/** True when `value` is a placeholder of the form `placeholder` writes. */
export function isPlaceholder(value: string): boolean {
  if (value.includes('TODO') || value.startsWith('+00') || value === placeholder.sepaCreditorId) return true;
  const host = /^(?:https?:\/\/)?([^/:?#]+)/i.exec(value)?.[1] ?? '';
  return /(^|\.)example$/i.test(host);
}

// The fields that carry a publisher's identity; texts are left alone (they may mention example addresses on purpose).
const identityFields = ['hosts', 'contact', 'legal', 'consent', 'backLink', 'otherOffersUrl', 'trackingContainerId', 'sepaCreditorId', 'urls'] as const;

/** Every string of a tenant's identity fields (hosts, URLs, phone, ids) with its field path, e.g. `legal.imprintUrl`. */
export function identityStrings(tenant: Record<string, unknown>): { readonly field: string; readonly value: string }[] {
  return identityFields.flatMap((name) => stringsIn(tenant[name], name));
}

// Service hours are a choice, the consent layer script is named after the key: neither is an identity to copy or fill in.
const notIdentity = new Set(['serviceHours', 'tenantLayerScript']);

function stringsIn(value: unknown, path: string): { readonly field: string; readonly value: string }[] {
  if (typeof value === 'string') return [{ field: path, value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value)
    .filter(([key]) => !notIdentity.has(key))
    .flatMap(([key, inner]) => stringsIn(inner, `${path}.${key}`));
}

/**
 * Every placeholder left in a tenant's identity fields, one problem each: a warning while developing,
 * an error for a production build (`level`).
 */
export function findPlaceholders(tenant: { readonly key: string } & Record<string, unknown>, level: TenantProblem['level']): TenantProblem[] {
  return identityStrings(tenant)
    .filter((entry) => isPlaceholder(entry.value))
    .map((entry) => ({
      tenant: tenant.key,
      field: entry.field,
      level,
      message: `"${entry.value}" is a placeholder`,
      fix: `set "${entry.field}" to the publisher's real value`,
    }));
}
