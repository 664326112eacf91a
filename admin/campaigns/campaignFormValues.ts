import type { PaymentMethodKey } from '../../core/index.ts';
import type { AdminSalesCampaign, CountryGroup } from '../api/adminSalesCampaign.ts';
import { customerViewFlags, type CustomerViewFlag, type SalesCampaignInput } from '../api/salesCampaignInput.ts';
import type { FieldError } from '../rules/FieldError.ts';
import { toCountryMethods, toPaymentMethodsRecord } from './countryPaymentMethods.ts';

/**
 * The campaign form's values: what staff maintain, with numbers, prices and dates as the text
 * typed ('' for none) and payment methods per delivery country. Field names are the save
 * request's paths, so the server's field messages land on the right field.
 */
export type CampaignFormValues = {
  name: string;
  offerInfo: string;
  baseInfo: { text: string };
  active: boolean;
  validFrom: string;
  validUntil: string;
  infoPoints: string[];
  priceInfos: { description: string; price: string }[];
  countryGroup: string;
  countries: string[];
  /** Per country of every country group, so that a country ticked again gets its methods back. */
  paymentMethods: Record<string, PaymentMethodKey[]>;
  orderCsv: boolean;
  orderWithoutAddress: boolean;
  showTimePeriod: boolean;
  delayedCharging: boolean;
  billingFrequencyGroup: string;
  numberOfBonuses: string;
  subscriptionStartDate: string;
  subscriptionEndDate: string;
  subscriptionIssueStartNumber: string;
  subscriptionIssueEndNumber: string;
  ageLimit: string;
  bonuses: { materialNumber: string; fixedBonus: boolean; validUntil: string }[];
} & Record<CustomerViewFlag, boolean>;

/** The most entries of each list the save request takes (admin/api/salesCampaignInput.ts). */
export const campaignListLimits = { infoPoints: 10, priceInfos: 10, bonuses: 20 } as const;

/** The longest texts the save request takes. */
export const campaignTextLimits = { name: 120, offerInfo: 2000, baseInfoText: 2000, infoPoint: 200, priceDescription: 100 } as const;

const text = (value: string | null) => value ?? '';
const countText = (value: number | null) => (value === null ? '' : String(value));

/** A price as staff type it: German decimal comma, two places when there are cents. */
export function formatPriceInput(price: number | null): string {
  if (price === null) return '';
  return (Number.isInteger(price) ? String(price) : price.toFixed(2)).replace('.', ',');
}

/** The form's values of a stored campaign; `countryGroups` name every country the form may show. */
export function toCampaignFormValues(campaign: AdminSalesCampaign, countryGroups: readonly CountryGroup[]): CampaignFormValues {
  const known = [...new Set([...countryGroups.flatMap((group) => Object.keys(group.countries)), ...campaign.countries])];
  return {
    name: campaign.name,
    offerInfo: campaign.offerInfo,
    baseInfo: { text: campaign.baseInfo.text },
    active: campaign.active,
    validFrom: text(campaign.validFrom),
    validUntil: text(campaign.validUntil),
    infoPoints: [...campaign.infoPoints],
    priceInfos: campaign.priceInfos.map((info) => ({ description: info.description, price: formatPriceInput(info.price) })),
    countryGroup: campaign.countryGroup,
    countries: [...campaign.countries],
    paymentMethods: toCountryMethods(campaign.paymentMethods, known),
    orderCsv: campaign.orderCsv,
    orderWithoutAddress: campaign.orderWithoutAddress,
    showTimePeriod: campaign.showTimePeriod,
    delayedCharging: campaign.delayedCharging,
    billingFrequencyGroup: campaign.billingFrequencyGroup,
    ...(Object.fromEntries(customerViewFlags.map((flag) => [flag, campaign[flag]])) as Record<CustomerViewFlag, boolean>),
    numberOfBonuses: String(campaign.numberOfBonuses),
    subscriptionStartDate: text(campaign.subscriptionStartDate),
    subscriptionEndDate: text(campaign.subscriptionEndDate),
    subscriptionIssueStartNumber: countText(campaign.subscriptionIssueStartNumber),
    subscriptionIssueEndNumber: countText(campaign.subscriptionIssueEndNumber),
    ageLimit: countText(campaign.ageLimit),
    bonuses: campaign.bonuses.map((entry) => ({ materialNumber: entry.materialNumber, fixedBonus: entry.fixedBonus, validUntil: text(entry.validUntil) })),
  };
}

/** The save request read from the form, and the fields whose text is not a number, price or length the request takes. */
export interface ReadCampaignForm {
  readonly input: SalesCampaignInput;
  readonly errors: FieldError[];
}

/**
 * Reads the form into the save request of `stored` (its id and the payment methods' `*` entry come
 * from there): texts as typed, '' as null, numbers and German prices parsed. A text
 * that is no number counts as null in the request and is named in `errors`.
 */
export function readCampaignForm(values: CampaignFormValues, stored: AdminSalesCampaign): ReadCampaignForm {
  const errors: FieldError[] = [];
  const count = (path: string, value: string, required: boolean): number | null => {
    const typed = value.trim();
    if (typed === '' && !required) return null;
    if (/^\d{1,6}$/.test(typed)) return Number(typed);
    errors.push({ path, message: 'Bitte geben Sie eine ganze Zahl ab 0 ein.' });
    return null;
  };
  const price = (path: string, value: string): number | null => {
    const typed = value.trim();
    if (typed === '') return null;
    if (/^-?\d{1,6}([,.]\d{1,2})?$/.test(typed)) return Number(typed.replace(',', '.'));
    errors.push({ path, message: 'Bitte geben Sie einen Preis wie 9,99 ein oder lassen Sie das Feld leer.' });
    return null;
  };
  const bounded = (path: string, value: string, max: number): string => {
    if (value.length > max) errors.push({ path, message: `Bitte kürzen Sie den Text auf höchstens ${max} Zeichen.` });
    return value.slice(0, max);
  };
  const date = (value: string) => (value.trim() === '' ? null : value.trim());

  const input: SalesCampaignInput = {
    id: stored.id,
    name: bounded('name', values.name, campaignTextLimits.name),
    offerInfo: bounded('offerInfo', values.offerInfo, campaignTextLimits.offerInfo),
    baseInfo: { text: bounded('baseInfo.text', values.baseInfo.text, campaignTextLimits.baseInfoText) },
    active: values.active,
    infoPoints: values.infoPoints.slice(0, campaignListLimits.infoPoints).map((point, index) => bounded(`infoPoints.${index}`, point, campaignTextLimits.infoPoint)),
    priceInfos: values.priceInfos.slice(0, campaignListLimits.priceInfos).map((info, index) => ({
      description: bounded(`priceInfos.${index}.description`, info.description, campaignTextLimits.priceDescription),
      price: price(`priceInfos.${index}.price`, info.price),
    })),
    validFrom: date(values.validFrom),
    validUntil: date(values.validUntil),
    countryGroup: values.countryGroup,
    countries: [...values.countries],
    paymentMethods: toPaymentMethodsRecord(values.paymentMethods, values.countries, stored.paymentMethods),
    orderCsv: values.orderCsv,
    orderWithoutAddress: values.orderWithoutAddress,
    showTimePeriod: values.showTimePeriod,
    delayedCharging: values.delayedCharging,
    billingFrequencyGroup: values.billingFrequencyGroup,
    ...(Object.fromEntries(customerViewFlags.map((flag) => [flag, values[flag]])) as Record<CustomerViewFlag, boolean>),
    numberOfBonuses: count('numberOfBonuses', values.numberOfBonuses, true) ?? 0,
    subscriptionStartDate: date(values.subscriptionStartDate),
    subscriptionEndDate: date(values.subscriptionEndDate),
    subscriptionIssueStartNumber: count('subscriptionIssueStartNumber', values.subscriptionIssueStartNumber, false),
    subscriptionIssueEndNumber: count('subscriptionIssueEndNumber', values.subscriptionIssueEndNumber, false),
    ageLimit: count('ageLimit', values.ageLimit, false),
    bonuses: values.bonuses.slice(0, campaignListLimits.bonuses).map((entry) => ({
      materialNumber: entry.materialNumber,
      fixedBonus: entry.fixedBonus,
      validUntil: date(entry.validUntil),
    })),
  };
  return { input, errors };
}
