import { roundToCents } from './roundToCents.ts';

/**
 * Formats a euro amount as the funnel shows prices (funnel.md section 9): two decimals, a comma as
 * decimal separator, a plain space and '€', e.g. `formatEuro(12.9) === '12,90 €'`.
 */
export function formatEuro(amount: number): string {
  const cents = roundToCents(amount);
  const sign = cents < 0 ? '-' : '';
  const euros = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}${euros},${rest} €`;
}
