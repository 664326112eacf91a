import type { DatabaseSync } from 'node:sqlite';
import type { AdminSalesCampaign, BillingFrequencyGroup } from '../../admin/api/adminSalesCampaign.ts';
import { formatEuro } from '../domain/computePrice.ts';
import { loadCampaign } from '../store/loadCampaign.ts';
import { billingFrequencyGroups } from '../seed/billingFrequencyGroups.ts';
import { countryGroupOf } from './countryGroups.ts';

/** A campaign as staff see it, with whether it is approved for customizing. */
export interface AdminCampaignRecord {
  readonly approved: boolean;
  readonly campaign: AdminSalesCampaign;
}

/**
 * The tenant's campaign in the admin view (platform.md section 3): the reader's view, the
 * service's settings and the fields only staff see, mapped onto one object; baseInfo and priceGui
 * are the product catalogue's data, derived here and never saved.
 */
export function loadAdminCampaign(db: DatabaseSync, id: string, tenant: string): AdminCampaignRecord | undefined {
  const record = loadCampaign(db, id, tenant);
  const row = db.prepare('SELECT * FROM campaigns WHERE id = ?').get(id);
  if (!record || !row) return undefined;
  const view = record.view;
  const rhythms = billingFrequencyGroupsForAdmin.find((group) => group.id === record.billingFrequencyGroup);
  const oneOff = rhythms?.billingFrequencies.length === 0;
  const cents = Math.round(record.monthlyPrice * 100);
  const validFrom = row.valid_from === null ? null : String(row.valid_from);
  const validUntil = row.valid_until === null ? null : String(row.valid_until);
  const countries = Object.keys(record.countries);
  const campaign: AdminSalesCampaign = {
    id: record.id,
    name: view.name,
    tenantId: record.tenant,
    offerInfo: String(row.offer_info),
    active: record.active,
    infoPoints: [...(view.infoPoints ?? [])],
    priceInfos: (view.priceInfos ?? []).map((info) => ({ description: info.description, price: info.price ?? null })),
    baseInfo: {
      text: String(row.base_info_text),
      validFrom,
      validUntil,
      paymentRhythm: oneOff || !rhythms ? 'einmalig' : rhythms.name,
      withCosts: view.withCosts ?? false,
      noSchnorren: !(view.allowSchnorren ?? false),
      printProduct: record.product,
      printProductType: view.printProductType,
      ageLimit: view.ageLimit ?? null,
    },
    priceGui: cents === 0 ? 'kostenlos' : `${formatEuro(cents)} ${oneOff ? 'einmalig' : 'monatlich'}`,
    validFrom,
    validUntil,
    countryGroup: row.country_group === null ? countryGroupOf(countries).id : String(row.country_group),
    countries,
    paymentMethods: Object.fromEntries(Object.entries(record.paymentMethods).map(([country, keys]) => [country, [...keys]])) as AdminSalesCampaign['paymentMethods'],
    orderCsv: Number(row.order_csv) === 1,
    orderWithoutAddress: record.orderWithoutAddress,
    showTimePeriod: Number(row.show_time_period) === 1,
    delayedCharging: Number(row.delayed_charging) === 1,
    billingFrequencyGroup: record.billingFrequencyGroup,
    recurring: view.recurring ?? false,
    withCosts: view.withCosts ?? false,
    registrationMandatory: view.registrationMandatory ?? false,
    noResultAbroad: view.noResultAbroad ?? false,
    telAdvertEnabled: view.telAdvertEnabled ?? false,
    mailAdvertEnabled: view.mailAdvertEnabled ?? false,
    emailMandatory: view.emailMandatory ?? false,
    showStartDate: view.showStartDate ?? false,
    showGPTypeSelection: view.showGPTypeSelection ?? false,
    showDeliveryAddressCompany: view.showDeliveryAddressCompany ?? false,
    showInvoiceAddressCompany: view.showInvoiceAddressCompany ?? false,
    allowOrderDespiteExistingSubscription: view.allowOrderDespiteExistingSubscription ?? false,
    preventOrderWithExistingSubscription: view.preventOrderWithExistingSubscription ?? false,
    studentSubscription: view.studentSubscription ?? false,
    giftSubscription: view.giftSubscription ?? false,
    timeLimitSelectable: view.timeLimitSelectable ?? false,
    lwl: view.lwl ?? false,
    specialOffer: view.specialOffer ?? false,
    allowSchnorren: view.allowSchnorren ?? false,
    numberOfBonuses: view.numberOfBonuses ?? 0,
    subscriptionStartDate: view.subscriptionStartDate ?? null,
    subscriptionEndDate: view.subscriptionEndDate ?? null,
    subscriptionIssueStartNumber: view.subscriptionIssueStartNumber ?? null,
    subscriptionIssueEndNumber: view.subscriptionIssueEndNumber ?? null,
    ageLimit: view.ageLimit ?? null,
    bonuses: (view.bonuses ?? []).map((entry) => ({ materialNumber: entry.bonus.materialNumber, fixedBonus: entry.fixedBonus, validUntil: entry.validUntil ?? null })),
  };
  return { approved: Number(row.approved) === 1, campaign };
}

/** The billing frequency groups a campaign may use, named by their rhythms ("einmalig" without any). */
export const billingFrequencyGroupsForAdmin: readonly BillingFrequencyGroup[] = Object.entries(billingFrequencyGroups).map(([id, frequencies]) => ({
  id,
  name: frequencies.length === 0 ? 'einmalig' : frequencies.map((frequency) => frequency.name).join(', '),
  billingFrequencies: [...frequencies],
}));
