/**
 * The label of the price per billing period: the price result's `price` is per period of the
 * chosen billing frequency (codes 01 yearly, 02 half-yearly, 04 quarterly, 12 monthly); before a
 * frequency is chosen the service prices monthly.
 */
export function pricePeriodLabel(billingFrequency: string | undefined): string {
  switch (billingFrequency) {
    case '01':
      return 'Jährlicher Preis';
    case '02':
      return 'Halbjährlicher Preis';
    case '04':
      return 'Vierteljährlicher Preis';
    default:
      return 'Monatlicher Preis';
  }
}
