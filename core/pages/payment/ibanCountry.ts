import { compactIban } from './compactIban.ts';

/** The bank country of an IBAN, its first two letters; '' while the IBAN does not start with two letters. */
export function ibanCountry(iban: string | null | undefined): string {
  const prefix = compactIban(iban).slice(0, 2);
  return /^[A-Z]{2}$/.test(prefix) ? prefix : '';
}
