import { describe, expect, it } from 'vitest';
import { validateVoucher } from '../rules/validateVoucher.ts';
import { emptyVoucherForm, formValuesOf, toVoucherInput } from './voucherFormValues.ts';

describe('voucher form values', () => {
  it('read German decimals, campaign lists and empty optional numbers', () => {
    const input = toVoucherInput({
      ...emptyVoucherForm, code: 'herbst', description: 'Herbst', campaignIds: 'SZ-DIGITAL-STANDARD, SZ-PRINT-STANDARD', discountKind: 'amount',
      discountValue: '2,50', validFrom: '2026-09-01', validUntil: '2026-11-30',
    });
    expect(input).toMatchObject({ campaignIds: ['SZ-DIGITAL-STANDARD', 'SZ-PRINT-STANDARD'], discountValue: 2.5, months: null, redemptionLimit: null });
    expect(validateVoucher(input)).toEqual([]);
    expect(formValuesOf({ ...input, code: 'HERBST', id: 1, redemptions: 0 })).toMatchObject({ discountValue: '2,5', campaignIds: 'SZ-DIGITAL-STANDARD, SZ-PRINT-STANDARD' });
  });

  it('leave an empty discount to the rules, which name it', () => {
    const errors = validateVoucher(toVoucherInput({ ...emptyVoucherForm, code: 'X', description: 'x', campaignIds: 'A', validFrom: '2026-01-01', validUntil: '2026-01-02' }));
    expect(errors.map((error) => error.path)).toEqual(['discountValue']);
  });
});
