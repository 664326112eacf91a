import type { PriceInput, PriceReduction } from './PriceInput.ts';

/** Months per billing period and the German word for it, by billing frequency code. */
const BILLING_PERIODS: Readonly<Record<string, { months: number; label: string }>> = {
  '01': { months: 12, label: 'jährlich' },
  '02': { months: 6, label: 'halbjährlich' },
  '04': { months: 3, label: 'vierteljährlich' },
  '12': { months: 1, label: 'monatlich' },
};

/** Postage per month for a delivery abroad, in cents: print daily, magazine, digital. */
const ABROAD_POSTAGE_PER_MONTH: Readonly<Record<PriceInput['printProductType'], number>> = { P: 2500, M: 400, D: 0 };

/** Fee per invoice when paying by invoice (payment method Y), in cents. */
const INVOICE_FEE = 150;

/** A price per billing period less a reduction: percent rounded to the cent half up, an amount never below 0. */
function reduceCents(cents: number, reduction: PriceReduction): number {
  if (reduction.kind === 'amount') return Math.max(0, cents - reduction.value);
  return Math.floor((cents * (100 - reduction.value) + 50) / 100);
}

/**
 * The price with a reduction: the reduced amount per period, for the periods that begin within its months (a period
 * begun is reduced whole), then the regular amount; the year's total counts both. `priceGui` says it in one phrase
 * ('4,99 € monatlich für 3 Monate, danach 9,99 € monatlich', '8,99 € monatlich statt 9,99 € monatlich'), which the
 * front end shows as it is.
 */
function reducedPrice(
  regularCents: number,
  fee: number,
  period: { months: number; label: string },
  digital: boolean,
  reduction: PriceReduction,
  named: { invoiceFee?: number },
): PriceResult {
  const reducedCents = reduceCents(regularCents, reduction) + fee;
  const regular = regularCents + fee;
  const periodsPerYear = 12 / period.months;
  const reducedPeriods = reduction.months === null ? periodsPerYear : Math.ceil(reduction.months / period.months);
  const yearCents = Math.min(reducedPeriods, periodsPerYear) * reducedCents + Math.max(0, periodsPerYear - reducedPeriods) * regular;
  const reducedText = `${formatEuro(reducedCents)} ${period.label}`;
  const regularText = `${formatEuro(regular)} ${period.label}`;
  const limited = reduction.months === null ? {} : { reducedMonths: reducedPeriods * period.months };
  return {
    price: reducedCents / 100,
    annualPrice: digital ? 0 : yearCents / 100,
    priceGui: reduction.months === null ? `${reducedText} statt ${regularText}` : `${reducedText} für ${reducedPeriods * period.months} Monate, danach ${regularText}`,
    noResultAbroad: false,
    ...named,
    regularPrice: regular / 100,
    regularPriceGui: regularText,
    ...limited,
  };
}

/**
 * Computes the price of a campaign (funnel.md sections 3, 4 and 9).
 *
 * - Period price = (base price + postage abroad) × months of the billing period, less the
 *   billing frequency's discountDomestic or discountAbroad percentage, rounded to the cent.
 * - Abroad (any country but DE): print adds 25,00 € and magazines 4,00 € postage per month;
 *   a campaign with noResultAbroad gets no price (0, empty text, noResultAbroad true).
 * - Invoice (Y) adds a 1,50 € fee per invoice, i.e. per billing period, and names it as `invoiceFee`.
 * - A gift time limit of 3, 6 or 12 months is paid once: the monthly price (with postage abroad)
 *   times the months plus one invoice fee; it has no billing frequency, so no frequency discount.
 * - annualPrice is the total for a year (or for the gift limit), 0 for digital products.
 * - A free campaign shows 'kostenlos'.
 * - A one-off purchase (no billing frequency and no time limit, i.e. a day pass) costs its price once.
 * - A reduction (a redeemed code) lowers a subscription's price per period before the invoice fee (`reducedPrice`).
 *
 * @throws Error for a billing frequency code other than 01, 02, 04 and 12.
 */
export function computePrice(input: PriceInput): PriceResult {
  const abroad = (input.country.trim().toUpperCase() || 'DE') !== 'DE';
  if (abroad && input.noResultAbroad === true) {
    return { price: 0, annualPrice: 0, priceGui: '', noResultAbroad: true };
  }
  const baseCents = Math.round(input.basePrice * 100);
  if (baseCents === 0) return { price: 0, annualPrice: 0, priceGui: 'kostenlos', noResultAbroad: false };
  const fee = input.paymentMethodKey === 'Y' ? INVOICE_FEE : 0;
  // The reader is told the fee the price includes (core/README.md "Price summary").
  const named = fee > 0 ? { invoiceFee: fee / 100 } : {};
  const monthlyCents = baseCents + (abroad ? ABROAD_POSTAGE_PER_MONTH[input.printProductType] : 0);
  const digital = input.printProductType === 'D';
  const giftMonths = input.timeLimit ?? 0;
  if (giftMonths > 0) {
    const onceCents = monthlyCents * giftMonths + fee;
    return {
      price: onceCents / 100,
      annualPrice: digital ? 0 : onceCents / 100,
      priceGui: `${formatEuro(onceCents)} einmalig für ${giftMonths} Monate`,
      noResultAbroad: false,
      ...named,
    };
  }
  if (input.billingFrequency === null) {
    const onceCents = baseCents + fee;
    return { price: onceCents / 100, annualPrice: 0, priceGui: `${formatEuro(onceCents)} einmalig`, noResultAbroad: false, ...named };
  }

  const period = BILLING_PERIODS[input.billingFrequency.code];
  if (period === undefined) {
    throw new Error(`Unknown billing frequency code "${input.billingFrequency.code}": use 01, 02, 04 or 12`);
  }
  const discount = abroad ? input.billingFrequency.discountAbroad : input.billingFrequency.discountDomestic;
  const periodCents = Math.round(monthlyCents * period.months * (1 - discount / 100)) + fee;
  if (input.reduction) return reducedPrice(periodCents - fee, fee, period, digital, input.reduction, named);
  return {
    price: periodCents / 100,
    annualPrice: digital ? 0 : (periodCents * (12 / period.months)) / 100,
    priceGui: `${formatEuro(periodCents)} ${period.label}`,
    noResultAbroad: false,
    ...named,
  };
}

/** A computed price (funnel.md section 3, Price result); amounts in euro. */
export type PriceResult = {
  /** The amount per billing period (or for the whole gift time limit). */
  readonly price: number;
  /** The amount for a year (or for the gift time limit); 0 for digital products. */
  readonly annualPrice: number;
  /** The display text, e.g. '12,90 € monatlich'. */
  readonly priceGui: string;
  /** There is no price for this country: the funnel shows the campaign's predefined prices. */
  readonly noResultAbroad: boolean;
  /** The fee per invoice that `price` includes when paying by invoice (Y); absent otherwise. */
  readonly invoiceFee?: number;
  /** With a reduction: the price per billing period without it, its text, and how long the reduced price lasts (absent: the whole term). */
  readonly regularPrice?: number;
  readonly regularPriceGui?: string;
  readonly reducedMonths?: number;
};

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
