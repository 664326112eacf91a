import { compactIban } from './compactIban.ts';

/** An IBAN for display, in groups of four: 'DE89 3704 0044 0532 0130 00'. */
export function groupIban(iban: string | null | undefined): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The key of an IBAN check: the compacted IBAN and SWIFT, so a change of either asks the server again. */
export function ibanCheckKey(iban: string | null | undefined, swift: string | null | undefined): string {
  return `${compactIban(iban)}|${compactIban(swift)}`;
}

/** The bank country of an IBAN, its first two letters; '' while the IBAN does not start with two letters. */
export function ibanCountry(iban: string | null | undefined): string {
  const prefix = compactIban(iban).slice(0, 2);
  return /^[A-Z]{2}$/.test(prefix) ? prefix : '';
}

const maxIbanLength = 32;

/**
 * What the IBAN field keeps of a typed value (funnel.md sections 5 and 9): upper-cased letters,
 * digits and single spaces, at most 32 characters without the spaces.
 */
export function ibanInput(typed: string | null | undefined): string {
  let kept = '';
  for (const character of (typed ?? '').toUpperCase().replace(/[^A-Z0-9 ]/g, '').replace(/ {2,}/g, ' ')) {
    if (character !== ' ' && compactIban(kept).length >= maxIbanLength) break;
    kept += character;
  }
  return kept;
}

/** The last server check of an IBAN and SWIFT pair (checkIbanSwift), keyed by both compacted. */
export interface IbanCheck {
  readonly key: string;
  readonly status: 'checking' | 'valid' | 'invalid';
  readonly bankName: string | undefined;
}
