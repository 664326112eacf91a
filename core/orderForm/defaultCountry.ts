/** The default country of an address: DE if offered, else the first option (funnel.md section 3). */
export function defaultCountry(countries: readonly string[]): string {
  if (countries.includes('DE')) return 'DE';
  return countries[0] ?? '';
}
