import { array, boolean, number, record, string, type, type Infer } from 'superstruct';
import { billingFrequency, maybe } from '../../core/index.ts';
import { link } from './adminData.ts';
import { maintainedSalesCampaignFields } from './salesCampaignInput.ts';

/**
 * A sales campaign in the admin view (platform.md section 3): what staff maintain plus the
 * product catalogue's read-only data (tenantId, priceGui, baseInfo apart from its text).
 */
export const adminSalesCampaign = type({
  ...maintainedSalesCampaignFields,
  tenantId: string(),
  priceGui: string(),
  baseInfo: type({
    text: string(),
    validFrom: maybe(string()),
    validUntil: maybe(string()),
    paymentRhythm: string(),
    withCosts: boolean(),
    noSchnorren: boolean(),
    printProduct: string(),
    printProductType: string(),
    ageLimit: maybe(number()),
  }),
});

/** A sales campaign in the admin view. */
export type AdminSalesCampaign = Infer<typeof adminSalesCampaign>;

/** A group of countries a campaign may deliver to, with the countries' German names. */
const countryGroup = type({ id: string(), name: string(), countries: record(string(), string()) });

/** A country group. */
export type CountryGroup = Infer<typeof countryGroup>;

/** A billing frequency group a campaign may use; a one-off purchase has no frequencies. */
const billingFrequencyGroup = type({ id: string(), name: string(), billingFrequencies: array(billingFrequency) });

/** A billing frequency group. */
export type BillingFrequencyGroup = Infer<typeof billingFrequencyGroup>;

/**
 * The answer of `GET {tenant}/salesCampaign/{id}` and of a save (platform.md section 3): the
 * campaign with the choices its form offers and its links.
 */
export const salesCampaignDetail = type({
  salesCampaign: adminSalesCampaign,
  countryGroups: array(countryGroup),
  billingFrequencyGroups: array(billingFrequencyGroup),
  _links: type({ self: link, save: maybe(link), availableBonuses: maybe(link), auditLog: maybe(link) }),
});

/** A sales campaign with its choices. */
export type SalesCampaignDetail = Infer<typeof salesCampaignDetail>;
