import { compactIban } from './compactIban.ts';

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
