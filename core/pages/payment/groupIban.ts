import { compactIban } from './compactIban.ts';

/** An IBAN for display, in groups of four: 'DE89 3704 0044 0532 0130 00'. */
export function groupIban(iban: string | null | undefined): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
