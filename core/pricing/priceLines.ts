import { formatEuro } from './formatEuro.ts';
import type { OrderTermsInput } from './OrderTermsInput.ts';

/** One line of the price display: what the amount is for, and the amount in words. */
export interface PriceLine {
  readonly label: string;
  readonly amount: string;
}

const price = 'Preis';
const free = 'kostenlos';
const noPriceAbroad = 'für die Lieferung ins Ausland online nicht verfügbar';

/**
 * The price lines of an order, the price part of `orderTerms` that the price box shows too
 * (funnel.md section 4, "Price display"): none when hidden; that no price is available online
 * when the price service has none for the address abroad; 'kostenlos' for a free campaign; the
 * campaign's own prices while none is calculated; one amount 'einmalig' for a day pass or a
 * one-off offer, 'einmalig für N Monate' for a time-limited gift; else the price per billing
 * period (a reduced one in the service's words, with its duration and the regular price after it) and, for print products, the total per year. A calculated price that includes an invoice
 * fee names it in a line of its own, where the fee is added (paying by invoice).
 */
export function priceLines(input: OrderTermsInput): readonly PriceLine[] {
  const { display } = input;
  if (display.kind === 'hidden') return [];
  if (display.kind === 'noPriceAbroad') return [{ label: price, amount: noPriceAbroad }];
  if (!input.withCosts) return [{ label: price, amount: free }];
  if (display.kind === 'campaignPrices') {
    return display.priceInfos.map((info) => ({ label: info.description?.trim() || price, amount: (info.price ?? 0) > 0 ? formatEuro(info.price ?? 0) : free }));
  }
  const kind = campaignKind(input);
  const fee = (input.invoiceFee ?? 0) > 0 ? [invoiceFeeLine(input.invoiceFee ?? 0, kind === 'subscription')] : [];
  if (kind !== 'subscription') return [{ label: price, amount: oneOffAmount(input, display) }, ...fee];
  return [
    ...(display.monthlyPrice === null ? [] : [{ label: pricePeriodLabel(input.billingFrequency), amount: input.reducedPriceText || formatEuro(display.monthlyPrice) }]),
    ...(display.total === null ? [] : [{ label: 'Gesamtpreis pro Jahr', amount: formatEuro(display.total) }]),
    ...fee,
  ];
}

/**
 * The one amount of an order paid once: 'einmalig für N Monate' for a time-limited gift, else
 * 'einmalig'. The service prices it as `price`, and as the total of print products.
 */
export function oneOffAmount(input: Pick<OrderTermsInput, 'timeLimit' | 'dayPass' | 'recurring'>, display: { readonly monthlyPrice: number | null; readonly total: number | null }): string {
  const once = formatEuro(display.monthlyPrice ?? display.total ?? 0);
  return campaignKind(input) === 'timeLimit' ? `${once} einmalig für ${input.timeLimit} Monate` : `${once} einmalig`;
}

/** The invoice fee the price includes: per invoice for a renewing subscription, once for an order paid once. */
function invoiceFeeLine(fee: number, perInvoice: boolean): PriceLine {
  return { label: 'inkl. Rechnungsgebühr', amount: invoiceFeeAmount(fee, perInvoice) };
}

/** What kind of order a campaign makes, for its price and term wording. */
export type CampaignKind = 'dayPass' | 'timeLimit' | 'oneOff' | 'subscription';

/**
 * The kind of order: a day pass; a gift with a time limit of some months (paid once); a one-off
 * offer that does not renew (a free trial); else a subscription that renews until cancelled.
 */
export function campaignKind(input: { readonly dayPass: boolean; readonly timeLimit: number | undefined; readonly recurring: boolean }): CampaignKind {
  if (input.dayPass) return 'dayPass';
  if ((input.timeLimit ?? 0) > 0) return 'timeLimit';
  return input.recurring ? 'subscription' : 'oneOff';
}

/** The invoice fee as the reader is told it: '1,50 € je Rechnung' for a renewing subscription, '1,50 €' for an order paid once. */
export function invoiceFeeAmount(fee: number, perInvoice: boolean): string {
  return perInvoice ? `${formatEuro(fee)} je Rechnung` : formatEuro(fee);
}

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
