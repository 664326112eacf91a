import { describe, expect, it } from 'vitest';
import { checkedAddressKey } from '../../addressCheck/checkedAddressKey.ts';
import type { CheckAddressesResponse } from '../../api/checkAddresses.ts';
import { emptyOrderFormValues } from '../../orderForm/emptyOrderFormValues.ts';
import type { OrderFormValidationContext } from '../../orderForm/OrderFormValidationContext.ts';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';
import { keptOrderData, orderFormSubmitNext } from './orderFormSubmitNext.ts';

const rules: OrderFormValidationContext = {
  printProductType: 'P',
  emailMandatory: false,
  orderMailToSecondPerson: false,
  view: 'order',
  nameEditable: true,
  showGpTypeSelection: false,
  countries: ['DE', 'AT'],
  addressRequired: true,
  customerNumberFirstDigit: '2',
  isValidPhone: undefined,
};

const empty = emptyOrderFormValues({ countries: ['DE', 'AT'] });

function filled(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    ...empty,
    salutation: '02',
    firstName: 'Jo',
    lastName: 'Li',
    street: 'Hauptstrase',
    streetNumber: '1',
    zipCode: '70173',
    city: 'Ulm',
    termsAccepted: true,
    ...overrides,
  };
}

const clean = { address: { street: 'Hauptstraße', streetNumber: '1', zipCode: '70173', city: 'Ulm' }, hasErrors: false, corrected: false };

function answer(results: Record<string, unknown>, extra: Partial<CheckAddressesResponse> = {}): CheckAddressesResponse {
  return { addressCheckResults: results, ...extra } as CheckAddressesResponse;
}

const corrected = answer({
  privateAddress: { ...clean, corrected: true, streetCorrected: true },
  deliveryAddress: { ...clean, corrected: true, cityCorrected: true, address: { ...clean.address, city: 'Neu-Ulm' } },
});

describe('orderFormSubmitNext', () => {
  it('moves on unchecked when the address is optional and empty', () => {
    expect(orderFormSubmitNext(empty, { ...rules, addressRequired: false }, undefined, 'x')).toEqual({ kind: 'continue' });
  });

  it('asks the address check when the address is required, or optional but filled', () => {
    expect(orderFormSubmitNext(empty, rules, undefined, 'x')).toMatchObject({
      kind: 'checkAddresses',
      addresses: { privateAddress: { country: 'DE' } },
    });
    const next = orderFormSubmitNext(filled({ email: ' a@b.de ' }), { ...rules, addressRequired: false }, undefined, 'x');
    expect(next).toMatchObject({
      kind: 'checkAddresses',
      addresses: { privateAddress: { street: 'Hauptstrase', email: 'a@b.de', businessAddress: false }, deliveryAddress: null },
    });
  });

  it('takes the corrections over at their field names and lets the corrected addresses be confirmed', () => {
    const values = filled({
      customerType: 'business',
      deliveryAddressEnabled: true,
      deliveryAddress: {
        ...empty.deliveryAddress,
        firstName: 'A',
        lastName: 'B',
        street: 'Weg',
        streetNumber: '2',
        zipCode: '89231',
        city: 'Neu Ulm',
      },
    });
    const next = orderFormSubmitNext(values, rules, { response: corrected, confirmable: undefined }, 'x');
    expect(next.kind).toBe('confirm');
    expect(next.outcome.state).toBe('changed');
    if (next.kind !== 'confirm') return;
    expect(next.changes).toEqual({ street: 'Hauptstraße', 'deliveryAddress.city': 'Neu-Ulm' });
    const taken = { ...values, street: 'Hauptstraße', deliveryAddress: { ...values.deliveryAddress, city: 'Neu-Ulm' } };
    expect(next.confirmable).toBe(checkedAddressKey(taken));
    expect(next.confirmable).not.toBe(checkedAddressKey(values));
  });

  it('offers suggestions to confirm, and moves on once the same addresses are submitted again', () => {
    const suggesting = answer({
      privateAddress: {
        ...clean,
        hasErrors: true,
        streetError: true,
        strKorOptions: { a: { id: '1', street: 'Hauptstraße', zipCode: '70173', city: 'Ulm' } },
      },
    });
    const values = filled();
    const first = orderFormSubmitNext(values, rules, { response: suggesting, confirmable: undefined }, 'x');
    expect(first).toMatchObject({ kind: 'confirm', changes: {}, confirmable: checkedAddressKey(values) });
    expect(first.outcome.state).toBe('suggested');
    const again = orderFormSubmitNext(values, rules, { response: suggesting, confirmable: checkedAddressKey(values) }, 'x');
    expect(again.kind).toBe('continue');
    expect(again.outcome.state).toBe('ignored');
    const edited = orderFormSubmitNext(
      filled({ zipCode: '70174' }),
      rules,
      { response: suggesting, confirmable: checkedAddressKey(values) },
      'x',
    );
    expect(edited.kind).toBe('confirm');
  });

  it('marks the failing fields of each address under its own field names (invalid)', () => {
    const invalid = answer({
      privateAddress: { ...clean, hasErrors: true, zipCodeError: true },
      invoiceAddress: { ...clean, hasErrors: true, cityError: true },
    });
    const next = orderFormSubmitNext(filled(), rules, { response: invalid, confirmable: undefined }, 'x');
    expect(next).toMatchObject({ kind: 'errors', fullAddressNeeded: false });
    if (next.kind !== 'errors') return;
    expect(Object.keys(next.errors)).toEqual(['zipCode', 'invoiceAddress']);
    expect(Object.keys(next.errors.invoiceAddress as object)).toEqual(['city']);
    expect(typeof next.errors.zipCode).toBe('string');
  });

  it('demands the full address: the required rules mark the empty address fields', () => {
    const demand = answer({ privateAddress: { ...clean, fullAddressNeeded: true } });
    const next = orderFormSubmitNext(
      filled({ street: '', city: '' }),
      { ...rules, addressRequired: false },
      { response: demand, confirmable: undefined },
      'x',
    );
    expect(next).toMatchObject({ kind: 'errors', fullAddressNeeded: true });
    if (next.kind !== 'errors') return;
    expect(next.errors).toHaveProperty('street');
    expect(next.errors).toHaveProperty('city');
    expect(next.errors).not.toHaveProperty('zipCode');
  });

  it('opens the sub-title modal for print, with the fallback text when the answer has no paragraphs', () => {
    const subTitle = answer({ privateAddress: clean }, { subTitleOutLink: 'https://example.de/e-paper' });
    const next = orderFormSubmitNext(filled(), rules, { response: subTitle, confirmable: undefined }, 'Fallback');
    expect(next).toEqual({
      kind: 'subTitle',
      outcome: expect.objectContaining({ state: 'complete' }),
      notice: { paragraphs: ['Fallback'], outLink: 'https://example.de/e-paper' },
    });
    expect(
      orderFormSubmitNext(filled(), { ...rules, printProductType: 'M' }, { response: subTitle, confirmable: undefined }, 'Fallback').kind,
    ).toBe('continue');
  });

  it('moves on with the outcome when the check is complete', () => {
    const next = orderFormSubmitNext(filled(), rules, { response: answer({ privateAddress: clean }), confirmable: undefined }, 'x');
    expect(next).toEqual({ kind: 'continue', outcome: expect.objectContaining({ state: 'complete' }) });
  });
});

describe('keptOrderData', () => {
  const earliest = new Date(2026, 11, 3);

  it('keeps the form addresses, with postal delivery on the delivered-to address only after the modal', () => {
    const values = filled();
    expect(keptOrderData(values, false, { shown: false, kept: undefined, earliest }).addresses.privateAddress).not.toHaveProperty(
      'mailDeliverySelected',
    );
    expect(keptOrderData(values, true, { shown: false, kept: undefined, earliest }).addresses.privateAddress).toMatchObject({
      street: 'Hauptstrase',
      mailDeliverySelected: true,
    });
  });

  it('keeps the chosen start date when shown, else the one already kept, else the earliest', () => {
    const values = filled({ startDate: '2026-12-10' });
    expect(keptOrderData(values, false, { shown: true, kept: '2026-12-05', earliest }).startDate).toBe('2026-12-10');
    expect(keptOrderData(values, false, { shown: false, kept: '2026-12-05', earliest }).startDate).toBe('2026-12-05');
    expect(keptOrderData(filled(), false, { shown: true, kept: undefined, earliest }).startDate).toBe('2026-12-03');
  });
});
