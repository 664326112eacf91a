import type { OrderRequest } from '../../core/api/entities/orderRequest.ts';

/** A complete private address in Munich, inside sz's delivery area. */
export const munich = {
  salutation: '02', firstName: 'Hans', lastName: 'Huber', email: 'hans.huber@example.de', country: 'DE',
  street: 'Sendlinger Straße', streetNumber: '12', zipCode: '80331', city: 'München',
};

/** A valid SEPA order of an sz print campaign for Hans Huber in Munich, with a fresh paymentUniqueId. */
export function sepaOrder(salesCampaignId = 'SZ-PRINT-STANDARD', address: Partial<typeof munich> = {}, extra: Partial<OrderRequest> = {}): OrderRequest {
  return {
    salesCampaignId, paymentUniqueId: `PU${Math.random().toString(36).slice(2, 20)}`, paymentMethodKey: '7',
    purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Hans Huber', billingFrequency: '12' },
    addresses: { privateAddress: { ...munich, ...address } }, ...extra,
  };
}
