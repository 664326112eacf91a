/**
 * Formats an amount in cents as the funnel shows prices (funnel.md section 9): two decimals,
 * comma separator, dots between thousands and ' €', e.g. 123456 → '1.234,56 €'.
 */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const euros = Math.floor(absolute / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${sign}${euros},${rest} €`;
}
