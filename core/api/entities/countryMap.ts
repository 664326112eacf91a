import { record, string } from 'superstruct';
import type { Infer } from 'superstruct';

/** Country code (ISO 3166 alpha-2) to German country name. */
export const countryMap = record(string(), string());

/** Country code to name. */
export type CountryMap = Infer<typeof countryMap>;
