import { compactIban } from './compactIban.ts';

/** The key of an IBAN check: the compacted IBAN and SWIFT, so a change of either asks the server again. */
export function ibanCheckKey(iban: string | null | undefined, swift: string | null | undefined): string {
  return `${compactIban(iban)}|${compactIban(swift)}`;
}
