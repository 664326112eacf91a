import type { AdminSalesCampaign, SalesCampaignDetail } from '../api/adminSalesCampaign.ts';

/** A print campaign in the admin view for unit tests; `overrides` replace fields. */
export function salesCampaignFixture(overrides: Partial<AdminSalesCampaign> = {}): AdminSalesCampaign {
  return {
    id: 'SZ-PRINT-STANDARD',
    name: 'SZ Print Standard',
    tenantId: 'sz',
    offerInfo: 'Interne Notiz',
    active: true,
    infoPoints: ['Jeden Morgen im Briefkasten', 'Inklusive Magazin'],
    priceInfos: [{ description: 'Monatlich', price: 39.9 }],
    baseInfo: {
      text: 'Grundtext', validFrom: null, validUntil: null, paymentRhythm: 'monatlich', withCosts: true, noSchnorren: true,
      printProduct: 'sz-print', printProductType: 'P', ageLimit: null,
    },
    priceGui: '39,90 € monatlich',
    validFrom: null,
    validUntil: null,
    countryGroup: 'DACH',
    countries: ['DE', 'AT'],
    paymentMethods: { DE: ['Q', 'P', '7', 'Y'], '*': ['Q', 'P'] },
    orderCsv: false,
    orderWithoutAddress: false,
    showTimePeriod: false,
    delayedCharging: false,
    billingFrequencyGroup: 'PRINT',
    recurring: true,
    withCosts: true,
    registrationMandatory: false,
    noResultAbroad: false,
    telAdvertEnabled: true,
    mailAdvertEnabled: true,
    emailMandatory: false,
    showStartDate: true,
    showGPTypeSelection: false,
    showDeliveryAddressCompany: false,
    showInvoiceAddressCompany: false,
    allowOrderDespiteExistingSubscription: true,
    preventOrderWithExistingSubscription: false,
    studentSubscription: false,
    giftSubscription: false,
    timeLimitSelectable: false,
    lwl: false,
    specialOffer: false,
    allowSchnorren: false,
    numberOfBonuses: 0,
    subscriptionStartDate: null,
    subscriptionEndDate: null,
    subscriptionIssueStartNumber: null,
    subscriptionIssueEndNumber: null,
    ageLimit: null,
    bonuses: [],
    ...overrides,
  };
}

/** The detail answer of {@link salesCampaignFixture} with the choices of its form. */
export function salesCampaignDetailFixture(overrides: Partial<AdminSalesCampaign> = {}): SalesCampaignDetail {
  return {
    salesCampaign: salesCampaignFixture(overrides),
    countryGroups: [
      { id: 'INLAND', name: 'Nur Deutschland', countries: { DE: 'Deutschland' } },
      { id: 'DACH', name: 'Deutschland, Österreich, Schweiz', countries: { DE: 'Deutschland', AT: 'Österreich', CH: 'Schweiz' } },
    ],
    billingFrequencyGroups: [
      { id: 'PRINT', name: 'monatlich, jährlich', billingFrequencies: [
        { code: '01', name: 'jährlich', discountDomestic: 5, discountAbroad: 3 },
        { code: '12', name: 'monatlich', discountDomestic: 0, discountAbroad: 0 },
      ] },
      { id: 'ONE_OFF', name: 'einmalig', billingFrequencies: [] },
    ],
    _links: { self: { href: '/api/x' }, save: { href: '/api/y' }, availableBonuses: null, auditLog: null },
  };
}
