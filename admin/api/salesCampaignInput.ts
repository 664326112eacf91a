import { array, boolean, integer, min, nullable, number, object, record, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { boundedText, isoDate, paymentMethodKey } from '../../core/index.ts';

/** The customer-view flags of a sales campaign (platform.md section 3) staff switch on and off. */
const customerViewFlagFields = {
  recurring: boolean(),
  withCosts: boolean(),
  registrationMandatory: boolean(),
  noResultAbroad: boolean(),
  telAdvertEnabled: boolean(),
  mailAdvertEnabled: boolean(),
  emailMandatory: boolean(),
  showStartDate: boolean(),
  showGPTypeSelection: boolean(),
  showDeliveryAddressCompany: boolean(),
  showInvoiceAddressCompany: boolean(),
  allowOrderDespiteExistingSubscription: boolean(),
  preventOrderWithExistingSubscription: boolean(),
  studentSubscription: boolean(),
  giftSubscription: boolean(),
  timeLimitSelectable: boolean(),
  lwl: boolean(),
  specialOffer: boolean(),
  /** Trial allowed for readers who already tested the product. */
  allowSchnorren: boolean(),
};

/** The name of a customer-view flag. */
export type CustomerViewFlag = keyof typeof customerViewFlagFields;

/** The names of the customer-view flags, in the order of platform.md section 3. */
export const customerViewFlags = Object.keys(customerViewFlagFields) as CustomerViewFlag[];

const optionalCount = () => nullable(min(integer(), 0));

/** The fields staff maintain, shared by the save request and the admin view. */
export const maintainedSalesCampaignFields = {
  id: size(string(), 1, 60),
  name: boundedText(120),
  offerInfo: boundedText(2000),
  active: boolean(),
  infoPoints: size(array(boundedText(200)), 0, 10),
  priceInfos: size(array(object({ description: boundedText(100), price: nullable(number()) })), 0, 10),
  validFrom: nullable(isoDate()),
  validUntil: nullable(isoDate()),
  /** The id of one of the detail's countryGroups; `countries` lie within it. */
  countryGroup: size(string(), 1, 40),
  /** Country codes the campaign delivers to. */
  countries: size(array(size(string(), 2, 2)), 0, 60),
  /** Payment method keys per country code; `*` stands for every other country of the campaign. */
  paymentMethods: record(size(string(), 1, 2), size(array(paymentMethodKey), 0, 4)),
  orderCsv: boolean(),
  orderWithoutAddress: boolean(),
  showTimePeriod: boolean(),
  delayedCharging: boolean(),
  /** The id of one of the detail's billingFrequencyGroups. */
  billingFrequencyGroup: size(string(), 1, 40),
  ...customerViewFlagFields,
  numberOfBonuses: min(integer(), 0),
  subscriptionStartDate: nullable(isoDate()),
  subscriptionEndDate: nullable(isoDate()),
  subscriptionIssueStartNumber: optionalCount(),
  subscriptionIssueEndNumber: optionalCount(),
  /** Upper age bound of a young-adult offer (U27 gives 27). */
  ageLimit: optionalCount(),
  /** The bonuses readers choose from, in this order; fixed ones are put in the cart automatically. */
  bonuses: size(array(object({ materialNumber: size(string(), 1, 40), fixedBonus: boolean(), validUntil: nullable(isoDate()) })), 0, 20),
};

/**
 * The body of `POST {tenant}/salesCampaign`: every field staff maintain, no more (unknown fields
 * are refused). Pass a loaded {@link AdminSalesCampaign}: the client drops its read-only fields.
 */
export const salesCampaignInput = object({
  ...maintainedSalesCampaignFields,
  baseInfo: object({ text: boundedText(2000) }),
});

/** The save request of a sales campaign. */
export type SalesCampaignInput = Infer<typeof salesCampaignInput>;
