import type { ComplexBonusInput } from '../../admin/api/complexBonusInput.ts';
import type { VoucherInput } from '../../admin/api/voucherInput.ts';
import { buildImageBytes } from '../domain/buildImageBytes.ts';

/** A complex bonus that passes every rule: a bag in two colours, one variant per colour. */
export function complexBonusFixture(materialNumber: string): ComplexBonusInput {
  return {
    title: 'Sporttasche', textLabel: 'Beschreibung', text: 'Geräumig und robust.', linkLabel: '', link: '',
    infoPoints: ['40 Liter'], validFrom: '2025-01-01', active: true, additionalCharges: [],
    properties: [{ name: 'Farbe', values: ['Rot', 'Blau'] }],
    variants: [
      { materialNumber: `${materialNumber}-R`, title: 'Sporttasche Rot', propertyValues: [{ name: 'Farbe', value: 'Rot' }], additionalCharges: [] },
      { materialNumber: `${materialNumber}-B`, title: 'Sporttasche Blau', propertyValues: [{ name: 'Farbe', value: 'Blau' }], additionalCharges: [{ value: 2 }] },
    ],
  };
}

/** A bonus image that passes every rule: a transparent PNG, 164 px high and 120 px wide. */
export function bonusImageFixture(width = 120): Blob {
  return new Blob([new Uint8Array(buildImageBytes({ type: 'png', width, height: 164, transparency: 'alpha' }))], { type: 'image/png' });
}

/** A voucher code of a tenant's digital standard offer that passes every rule: 3,00 € off for 2 months. */
export function voucherFixture(code: string, salesCampaignId = `${code.split('-')[0]}-DIGITAL-STANDARD`): VoucherInput {
  return {
    code, description: 'Testgutschein', campaignIds: [salesCampaignId], discountKind: 'amount', discountValue: 3, months: 2,
    validFrom: '2025-01-01', validUntil: '2099-12-31', redemptionLimit: null, oncePerCustomer: false, active: true,
  };
}
