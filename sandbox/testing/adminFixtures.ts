import type { ComplexBonusInput } from '../../admin/api/complexBonusInput.ts';
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
