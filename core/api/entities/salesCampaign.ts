import { array, boolean, enums, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { campaignBonus } from './campaignBonus.ts';
import { maybe } from './maybe.ts';

const flag = () => maybe(boolean());

/** A sales campaign in the customer view (funnel.md section 3). Prices are in euro. */
export const salesCampaign = type({
  salesCampaignId: string(),
  name: string(),
  infoPoints: maybe(array(string())),
  priceInfos: maybe(array(type({ description: string(), price: maybe(number()) }))),
  cancellationInfo: maybe(string()),
  priceForTracking: maybe(number()),
  priceNetForTracking: maybe(number()),
  /** D digital, M magazine, P print. */
  printProductType: enums(['D', 'M', 'P']),
  recurring: flag(),
  withCosts: flag(),
  registrationMandatory: flag(),
  noResultAbroad: flag(),
  telAdvertEnabled: flag(),
  mailAdvertEnabled: flag(),
  emailMandatory: flag(),
  showStartDate: flag(),
  showGPTypeSelection: flag(),
  showDeliveryAddressCompany: flag(),
  showInvoiceAddressCompany: flag(),
  allowOrderDespiteExistingSubscription: flag(),
  preventOrderWithExistingSubscription: flag(),
  studentSubscription: flag(),
  giftSubscription: flag(),
  timeLimitSelectable: flag(),
  lwl: flag(),
  numberOfBonuses: maybe(number()),
  bonuses: maybe(array(campaignBonus)),
  /** ISO dates. */
  subscriptionStartDate: maybe(string()),
  subscriptionEndDate: maybe(string()),
  subscriptionIssueStartNumber: maybe(number()),
  subscriptionIssueEndNumber: maybe(number()),
  specialOffer: flag(),
  /** Upper age bound of a young-adult offer (U27 gives 27). */
  ageLimit: maybe(number()),
  /** Trial allowed for users who already tested the product. */
  allowSchnorren: flag(),
});

/** A sales campaign in the customer view. */
export type SalesCampaign = Infer<typeof salesCampaign>;
