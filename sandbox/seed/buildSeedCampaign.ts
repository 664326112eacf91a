import type { SalesCampaign } from '../../core/api/entities/salesCampaign.ts';
import type { SeedCampaign } from './SeedCampaign.ts';

type View = Omit<SalesCampaign, 'bonuses'>;
/** D digital, P print, M magazine (printProductType). */
export type SeedKind = 'D' | 'P' | 'M';

const domestic = { DE: 'Deutschland' };
/** The countries of a campaign that delivers abroad. */
export const abroad = { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz', FR: 'Frankreich', IT: 'Italien', NL: 'Niederlande' };
const allMethods = { DE: ['Q', 'P', '7', 'Y'] };
/** The kind's word in a campaign code, e.g. SZ-DIGITAL-STANDARD. */
export const kindWord: Record<SeedKind, string> = { D: 'DIGITAL', P: 'PRINT', M: 'MAGAZIN' };
/** The kind's product name. */
export const kindName: Record<SeedKind, string> = { D: 'Digital-Abo', P: 'Zeitungs-Abo', M: 'Magazin-Abo' };
const kindPrice: Record<SeedKind, number> = { D: 9.99, P: 39.9, M: 6.5 };
const kindCategory: Record<SeedKind, string> = { D: 'digital', P: 'print', M: 'magazin' };

function view(id: string, name: string, kind: SeedKind, price: number, overrides: Partial<View> = {}): View {
  return {
    salesCampaignId: id,
    name,
    infoPoints: kind === 'D'
      ? ['Alle Artikel auf der Website und in der App', 'Die digitale Zeitung ab 4 Uhr morgens']
      : ['Zustellung jeden Morgen bis 6 Uhr', 'Inklusive digitaler Zeitung'],
    priceInfos: [{ description: 'monatlich', price }],
    cancellationInfo: 'Monatlich kündbar.',
    priceForTracking: price,
    priceNetForTracking: Math.round((price / 1.07) * 100) / 100,
    printProductType: kind,
    recurring: true,
    withCosts: true,
    registrationMandatory: false,
    noResultAbroad: false,
    telAdvertEnabled: true,
    mailAdvertEnabled: true,
    emailMandatory: kind === 'D',
    showStartDate: kind !== 'D',
    showGPTypeSelection: false,
    showDeliveryAddressCompany: false,
    showInvoiceAddressCompany: false,
    allowOrderDespiteExistingSubscription: true,
    preventOrderWithExistingSubscription: false,
    studentSubscription: false,
    giftSubscription: false,
    timeLimitSelectable: false,
    lwl: false,
    numberOfBonuses: 0,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    subscriptionIssueStartNumber: null,
    subscriptionIssueEndNumber: null,
    specialOffer: false,
    ageLimit: null,
    allowSchnorren: true,
    ...overrides,
  };
}

/** What a seeded campaign differs in from the standard offer of its kind. */
export interface SeedCampaignSpec {
  readonly tenant: string;
  readonly id: string;
  readonly kind: SeedKind;
  readonly description: string;
  readonly name?: string;
  readonly price?: number;
  readonly product?: string;
  readonly overrides?: Partial<View>;
  readonly extra?: Partial<Omit<SeedCampaign, 'tenant' | 'view' | 'description'>>;
}

/** A seeded campaign from its spec: the kind's standard offer with the spec's price, name, overrides and extras. */
export function buildSeedCampaign(spec: SeedCampaignSpec): SeedCampaign {
  const price = spec.price ?? kindPrice[spec.kind];
  const name = spec.name ?? kindName[spec.kind];
  return {
    tenant: spec.tenant,
    description: spec.description,
    product: spec.product ?? `${spec.tenant}-${kindCategory[spec.kind]}`,
    category: kindCategory[spec.kind],
    monthlyPrice: price,
    billingFrequencyGroup: spec.kind === 'D' ? 'DIGITAL' : 'PRINT',
    paymentMethods: allMethods,
    countries: domestic,
    ...spec.extra,
    view: view(spec.id, name, spec.kind, price, spec.overrides),
  };
}
