import { formatDisplayDate } from '../format/formatDisplayDate.ts';
import { billingFrequencyName } from './summaryPrice.ts';
import { campaignKind, priceLines, type PriceLine } from './priceLines.ts';
import type { OrderTermsInput } from './OrderTermsInput.ts';

/** What the reader is told about price, term and cancellation of the order. */
export interface OrderTerms {
  /** The price lines (see `priceLines`); empty when the price display is hidden. */
  readonly prices: readonly PriceLine[];
  /** How often the reader pays ('monatlich', 'einmalig', …); undefined when nothing is paid, no rhythm is chosen yet or no price exists abroad. */
  readonly paymentRhythm: string | undefined;
  readonly term: string;
  /** How the order ends: the campaign's own cancellation info for a subscription, or that none is needed. */
  readonly cancellation: string | undefined;
}

const once = 'einmalig';
const noCancellationNeeded = 'Keine Kündigung nötig: Das Angebot endet von selbst.';

function termOf(input: OrderTermsInput): string {
  const kind = campaignKind(input);
  if (kind === 'dayPass') return 'Tagespass: einmalig für einen Tag, ohne Verlängerung';
  if (kind === 'timeLimit') return `${input.timeLimit} Monate; endet danach automatisch und verlängert sich nicht`;
  if (kind === 'oneOff') {
    const period = input.period?.trim();
    return period ? `${period}; endet danach automatisch und verlängert sich nicht` : 'Endet automatisch und verlängert sich nicht';
  }
  const endDate = input.subscriptionEndDate ? formatDisplayDate(input.subscriptionEndDate) : '';
  return endDate ? `bis ${endDate}` : 'unbefristet, verlängert sich bis zur Kündigung';
}

/**
 * Price, term and cancellation as they are true for each kind of campaign (see `campaignKind`), the
 * one wording of the verification page above the order button (§312j BGB), whose price lines the
 * price box shows too: a day pass and a time-limited gift are paid once and end by themselves, so
 * they name no renewal, no billing rhythm but 'einmalig' and no cancellation period; a one-off
 * offer (a free trial) ends after its period; a subscription (an unlimited gift too) names its
 * price per billing period, that it renews until cancelled and the campaign's cancellation info.
 * A free campaign costs 'kostenlos' and has no payment rhythm; without a price for the address
 * abroad no amount and no rhythm is named.
 */
export function orderTerms(input: OrderTermsInput): OrderTerms {
  const subscription = campaignKind(input) === 'subscription';
  const rhythm = subscription ? billingFrequencyName(input.billingFrequency) || undefined : once;
  return {
    prices: priceLines(input),
    paymentRhythm: input.withCosts && input.display.kind !== 'noPriceAbroad' ? rhythm : undefined,
    term: termOf(input),
    cancellation: subscription ? input.cancellationInfo?.trim() || undefined : noCancellationNeeded,
  };
}
