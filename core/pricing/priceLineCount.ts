/**
 * The rows the price box most likely takes before its price is known, to reserve them: print and
 * magazine products show a total beside the price per period (see `priceDisplay`), digital ones not.
 */
export function priceLineCount(printProductType: 'D' | 'M' | 'P'): number {
  return printProductType === 'D' ? 1 : 2;
}
