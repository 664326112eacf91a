import { compactIban } from '../../core/index.ts';

/**
 * The bank country of an IBAN: its two leading letters, or the domestic 'DE' when the IBAN was
 * typed without them (funnel.md section 9: domestic country DE). Undefined for an empty IBAN.
 */
export function ibanCountryCode(iban: string | null | undefined): string | undefined {
  const compact = compactIban(iban);
  if (compact === '') return undefined;
  return /^[A-Z]{2}/.test(compact) ? compact.slice(0, 2) : 'DE';
}
