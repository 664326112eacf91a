import { campaignKind, oneOffAmount, priceLines } from './priceLines.ts';
import { formatEuro } from './formatEuro.ts';
import type { OrderTermsInput } from './OrderTermsInput.ts';

/**
 * The price in one short phrase for the phone's summary bar, e.g. '39,90 € monatlich', '1,99 €
 * einmalig', '239,40 € einmalig für 6 Monate', '14 Tage: kostenlos': the same amounts as `priceLines`,
 * a calculated subscription price with its rhythm in words instead of a label (a reduced one in the service's words). Undefined when the price display is hidden.
 */
export function summaryPrice(input: OrderTermsInput): string | undefined {
  const { display } = input;
  if (display.kind === 'hidden') return undefined;
  if (display.kind !== 'calculated' || !input.withCosts) {
    // The first line as the price box shows it, its label only where it says more than 'Preis' (e.g. '14 Tage: kostenlos').
    const first = priceLines(input)[0];
    if (!first) return undefined;
    return first.label === 'Preis' ? first.amount : `${first.label}: ${first.amount}`;
  }
  if (campaignKind(input) !== 'subscription') return oneOffAmount(input, display);
  // Before a billing frequency is chosen the service prices monthly (see `pricePeriodLabel`).
  if (display.monthlyPrice !== null && input.reducedPriceText) return input.reducedPriceText;
  if (display.monthlyPrice !== null) return `${formatEuro(display.monthlyPrice)} ${billingFrequencyName(input.billingFrequency) || 'monatlich'}`;
  return `${formatEuro(display.total ?? 0)} pro Jahr`;
}

const names: Readonly<Record<string, string>> = { '01': 'jährlich', '02': 'halbjährlich', '04': 'vierteljährlich', '12': 'monatlich' };

/** The German name of a billing frequency code (platform.md sections 3 and 9: 01, 02, 04, 12); the code itself when unknown. */
export function billingFrequencyName(code: string | null | undefined): string {
  if (!code) return '';
  return names[code] ?? code;
}
