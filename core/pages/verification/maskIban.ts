import { compactIban } from '../payment/compactIban.ts';
import { groupIban } from '../payment/groupIban.ts';

/**
 * An IBAN for the order summary: country and check digits and the last four characters shown,
 * the rest masked, in groups of four: 'DE89 **** **** **** **30 00'.
 */
export function maskIban(iban: string | null | undefined): string {
  const compact = compactIban(iban);
  if (compact.length <= 8) return groupIban(compact);
  return groupIban(`${compact.slice(0, 4)}${'*'.repeat(compact.length - 8)}${compact.slice(-4)}`);
}
