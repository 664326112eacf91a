import type { PriceDisplayDecision } from './priceDisplay.ts';

/** A campaign's predefined price (funnel.md section 3, priceInfos). */
interface CampaignPriceInfo {
  readonly description?: string | null;
  readonly price?: number | null;
}

/** What the price, term and cancellation wording of an order depend on. */
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
  /** The fee per invoice the calculated price includes (paying by invoice), in euro; undefined without one. */
  readonly invoiceFee: number | undefined;
  /**
   * A reduced price (a redeemed code) in the service's words, with its duration and the regular price ('4,99 € monatlich
   * für 3 Monate, danach 9,99 € monatlich'): the price result's `priceGui` when it names a `regularPrice`. Absent
   * without a reduction.
   */
  readonly reducedPriceText?: string | undefined;
}

/** For the pricing unit tests: a renewing print subscription, 39,90 € a month and 478,80 € a year, paid monthly. */
export const testSubscription: OrderTermsInput = {
  display: { kind: 'calculated', monthlyPrice: 39.9, total: 478.8 },
  withCosts: true,
  recurring: true,
  dayPass: false,
  timeLimit: undefined,
  billingFrequency: '12',
  subscriptionEndDate: null,
  cancellationInfo: 'Monatlich kündbar.',
  period: 'monatlich',
  invoiceFee: undefined,
};
