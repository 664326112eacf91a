import type { PaymentMethodKey } from '../../core/index.ts';

/** The payment method keys in the order the form offers them (platform.md section 9). */
export const paymentMethodOrder: readonly PaymentMethodKey[] = ['Q', 'P', '7', 'Y'];

/** A campaign's payment methods as stored: per country code, `*` for every other country of the campaign. */
export type PaymentMethodsRecord = Readonly<Record<string, readonly PaymentMethodKey[]>>;

/** The methods a country gets from a stored record: its own entry, else the `*` entry, else none. */
export function methodsOfCountry(record: PaymentMethodsRecord, country: string): PaymentMethodKey[] {
  return [...(record[country] ?? record['*'] ?? [])];
}

/** The record as the form edits it: the methods of every country in `countries`, one entry each. */
export function toCountryMethods(record: PaymentMethodsRecord, countries: readonly string[]): Record<string, PaymentMethodKey[]> {
  return Object.fromEntries(countries.map((country) => [country, methodsOfCountry(record, country)]));
}

const sameMethods = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key) => b.includes(key));

/**
 * The record to save for the delivery countries: the stored one (without countries no longer
 * delivered to) while every country keeps the methods it had, so a save without a change keeps
 * the `*` entry; otherwise one entry per country, in the form's order of methods.
 */
export function toPaymentMethodsRecord(
  perCountry: Readonly<Record<string, readonly PaymentMethodKey[] | undefined>>,
  countries: readonly string[],
  stored: PaymentMethodsRecord,
): Record<string, PaymentMethodKey[]> {
  const chosen = (country: string) => paymentMethodOrder.filter((key) => perCountry[country]?.includes(key));
  const unchanged = countries.every((country) => sameMethods(chosen(country), methodsOfCountry(stored, country)));
  if (unchanged) {
    return Object.fromEntries(Object.entries(stored).filter(([key]) => key === '*' || countries.includes(key)).map(([key, methods]) => [key, [...methods]]));
  }
  return Object.fromEntries(countries.map((country) => [country, chosen(country)]));
}
