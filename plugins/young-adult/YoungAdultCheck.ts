import type { IdCardZone } from './IdCardZone.ts';
import type { YoungAdultProblem } from './YoungAdultProblem.ts';

/** The field names of the young-adult form. */
export type YoungAdultField = 'birthDate' | keyof IdCardZone;

/**
 * The outcome of the young-adult form: the order's birthDate (ISO) and mrz with the recorded
 * expiry, or the problem per field (`idCard` for a problem of the zone as a whole).
 */
export type YoungAdultCheck =
  | { readonly ok: true; readonly birthDate: string; readonly mrz: Required<{ [K in keyof IdCardZone]: string }>; readonly idCardExpired: boolean }
  | { readonly ok: false; readonly problems: Partial<Record<YoungAdultField | 'idCard', YoungAdultProblem>> };
