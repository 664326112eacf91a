import { describe, expect, it } from 'vitest';
import { flattenErrors } from './ErrorSummary.tsx';

describe('flattenErrors', () => {
  it('flattens nested errors into dotted field names and skips empty ones', () => {
    expect(
      flattenErrors({ firstName: 'Vorname fehlt', deliveryAddress: { zipCode: 'PLZ fehlt', city: undefined }, plugins: { region: { pva: '' } } }),
    ).toEqual([
      ['firstName', 'Vorname fehlt'],
      ['deliveryAddress.zipCode', 'PLZ fehlt'],
    ]);
  });
});
