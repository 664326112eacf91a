import { formatEuro } from './formatEuro.ts';
import type { PriceReduction } from './OrderTermsInput.ts';

/**
 * A reduced price in one phrase with its rhythm: for how long, and the regular price after it ('4,99 € monatlich für
 * 3 Monate, danach 9,99 € monatlich'), or, reduced for the whole term, what it replaces ('8,99 € monatlich statt
 * 9,99 € monatlich'). The conditions above the order button (§312j BGB) and the summary say it alike.
 */
export function reducedPriceText(price: number, reduction: PriceReduction, rhythm: string): string {
  const reduced = `${formatEuro(price)} ${rhythm}`;
  const regular = `${formatEuro(reduction.regularPrice)} ${rhythm}`;
  return reduction.months === undefined ? `${reduced} statt ${regular}` : `${reduced} für ${reduction.months} Monate, danach ${regular}`;
}
