import { formatDisplayDate } from '../format/formatDisplayDate.ts';
import { billingFrequencyName } from './billingFrequencyName.ts';
import { formatEuro } from './formatEuro.ts';
import type { PriceDisplayDecision } from './PriceDisplayDecision.ts';
import { pricePeriodLabel } from './pricePeriodLabel.ts';
import { orderTermsTexts as texts } from './orderTermsTexts.ts';

/** A campaign's predefined price (funnel.md section 3, priceInfos). */
export interface CampaignPriceInfo {
  readonly description?: string | null;
  readonly price?: number | null;
}

/** One line of the price display: what the amount is for, and the amount in words. */
export interface PriceLine {
  readonly label: string;
  readonly amount: string;
}

/** What the reader is told about price, term and cancellation of the order. */
export interface OrderTerms {
  /** The price lines; empty when the price display is hidden (funnel.md section 4, "Price display"). */
  readonly prices: readonly PriceLine[];
  readonly hidden: boolean;
  /** How often the reader pays ('monatlich', 'einmalig', …); undefined when nothing is paid or no rhythm is chosen yet. */
  readonly paymentRhythm: string | undefined;
  readonly term: string;
  /** How the order ends: the campaign's own cancellation info for a subscription, or that none is needed. */
  readonly cancellation: string | undefined;
}

/** What the terms of an order depend on. */
export interface OrderTermsInput {
  /** The price display decision of funnel.md section 4 (see `priceDisplay`). */
  readonly display: PriceDisplayDecision<CampaignPriceInfo>;
  readonly withCosts: boolean;
  /** The campaign renews until cancelled (salesCampaign.recurring). */
  readonly recurring: boolean;
  readonly dayPass: boolean;
  /** The gift time limit in months; 0 or undefined is unlimited. */
  readonly timeLimit: number | undefined;
  /** The chosen billing frequency code (01, 02, 04, 12), undefined before the payment step. */
  readonly billingFrequency: string | undefined;
  /** The campaign's end date, ISO yyyy-MM-dd. */
  readonly subscriptionEndDate: string | null | undefined;
  readonly cancellationInfo: string | null | undefined;
  /** The period a one-off offer covers, from the campaign's first price info (e.g. '14 Tage'). */
  readonly period: string | null | undefined;
}

type Kind = 'dayPass' | 'timeLimit' | 'oneOff' | 'subscription';

const fill = (text: string, name: string, value: string) => text.replace(`{{${name}}}`, value);

function kindOf(input: OrderTermsInput): Kind {
  if (input.dayPass) return 'dayPass';
  if ((input.timeLimit ?? 0) > 0) return 'timeLimit';
  return input.recurring ? 'subscription' : 'oneOff';
}

function amountOf(amount: number): string {
  return amount > 0 ? formatEuro(amount) : texts.free;
}

function pricesOf(input: OrderTermsInput, kind: Kind): readonly PriceLine[] {
  const { display } = input;
  if (display.kind === 'hidden') return [];
  if (!input.withCosts) return [{ label: texts.price, amount: texts.free }];
  if (display.kind === 'campaignPrices') {
    return display.priceInfos.map((info) => ({ label: info.description?.trim() || texts.price, amount: amountOf(info.price ?? 0) }));
  }
  // A one-off payment is one amount: the service prices it as `price`, and as the total of print products.
  const once = display.monthlyPrice ?? display.total ?? 0;
  if (kind === 'timeLimit') return [{ label: texts.price, amount: `${formatEuro(once)} ${fill(texts.onceFor, 'months', String(input.timeLimit))}` }];
  if (kind !== 'subscription') return [{ label: texts.price, amount: `${formatEuro(once)} ${texts.once}` }];
  return [
    ...(display.monthlyPrice === null ? [] : [{ label: pricePeriodLabel(input.billingFrequency), amount: formatEuro(display.monthlyPrice) }]),
    ...(display.total === null ? [] : [{ label: texts.annualTotal, amount: formatEuro(display.total) }]),
  ];
}

function termOf(input: OrderTermsInput, kind: Kind): string {
  if (kind === 'dayPass') return texts.termDayPass;
  if (kind === 'timeLimit') return fill(texts.termTimeLimit, 'months', String(input.timeLimit));
  if (kind === 'oneOff') {
    const period = input.period?.trim();
    return period ? fill(texts.termOneOffFor, 'period', period) : texts.termOneOff;
  }
  const endDate = input.subscriptionEndDate ? formatDisplayDate(input.subscriptionEndDate) : '';
  return endDate ? fill(texts.termUntil, 'endDate', endDate) : texts.termSubscription;
}

/**
 * Price, term and cancellation as they are true for each kind of campaign, in one place for the
 * price box and the verification page (funnel.md section 4 "Price display"; §312j BGB): a day
 * pass and a time-limited gift are paid once and end by themselves, so they name no renewal, no
 * billing rhythm but 'einmalig' and no cancellation period; a one-off offer (a free trial) ends
 * after its period; a subscription (an unlimited gift too) names the price per billing period,
 * the yearly total of print products, that it renews until cancelled, and the campaign's
 * cancellation info. A free campaign costs 'kostenlos' and has no payment rhythm.
 */
export function orderTerms(input: OrderTermsInput): OrderTerms {
  const kind = kindOf(input);
  const rhythm = kind === 'subscription' ? billingFrequencyName(input.billingFrequency) || undefined : texts.once;
  return {
    prices: pricesOf(input, kind),
    hidden: input.display.kind === 'hidden',
    paymentRhythm: input.withCosts ? rhythm : undefined,
    term: termOf(input, kind),
    cancellation: kind === 'subscription' ? input.cancellationInfo?.trim() || undefined : texts.noCancellationNeeded,
  };
}
