import { describe, expect, it } from 'vitest';
import { ibanCheckKey } from './groupIban.ts';
import { initialPaymentValues } from './initialPaymentValues.ts';
import { paymentSelectionOf } from './paymentSelectionOf.ts';
import { validatePaymentValues } from './validatePaymentValues.ts';

const nothingChosen = { methodKey: undefined, billingFrequency: undefined, paymentData: undefined };
const purchaser = { firstName: 'Erika', lastName: 'Mustermann' };
const savedSepa = { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankName: 'Commerzbank', bankAccountOwner: 'E. Mustermann', billingFrequency: '04' };

describe('validatePaymentValues', () => {
  const sepa = { methodKey: '7', billingFrequency: '12', iban: 'DE89 3704 0044 0532 0130 00', bankAccountOwner: 'Erika', sepaMandateAccepted: true };

  it('asks for a method, and for a billing frequency only when the method offers some', () => {
    expect(validatePaymentValues({}, { frequenciesOffered: true, ibanCheck: undefined })).toEqual({ methodKey: 'Bitte wählen Sie eine Zahlmethode.' });
    expect(validatePaymentValues({ methodKey: 'Y' }, { frequenciesOffered: true, ibanCheck: undefined })).toEqual({
      billingFrequency: 'Bitte wählen Sie eine Zahlungsweise.',
    });
    expect(validatePaymentValues({ methodKey: 'Y' }, { frequenciesOffered: false, ibanCheck: undefined })).toEqual({});
  });

  it('accepts complete SEPA data and needs IBAN, owner and mandate', () => {
    expect(validatePaymentValues(sepa, { frequenciesOffered: true, ibanCheck: undefined })).toEqual({});
    expect(validatePaymentValues({ methodKey: '7', billingFrequency: '12' }, { frequenciesOffered: true, ibanCheck: undefined })).toEqual({
      iban: 'Bitte geben Sie Ihre IBAN ein.',
      bankAccountOwner: 'Bitte geben Sie den Kontoinhaber ein.',
      sepaMandateAccepted: 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
    });
  });

  it('flags the IBAN the server rejected, until IBAN or SWIFT change', () => {
    const rejected = { key: ibanCheckKey(sepa.iban, undefined), status: 'invalid' as const, bankName: undefined };
    expect(validatePaymentValues(sepa, { frequenciesOffered: true, ibanCheck: rejected }).iban).toBe('Bitte geben Sie eine gültige IBAN ein.');
    expect(validatePaymentValues({ ...sepa, iban: 'DE02120300000000202051' }, { frequenciesOffered: true, ibanCheck: rejected }).iban).toBeUndefined();
  });

  it('needs a SWIFT when the IBAN is not German', () => {
    const austrian = { ...sepa, iban: 'AT61 1904 3002 3457 3201' };
    expect(validatePaymentValues(austrian, { frequenciesOffered: true, ibanCheck: undefined })).toEqual({ swift: 'Bitte geben Sie die BIC Ihrer Bank ein.' });
    expect(validatePaymentValues({ ...austrian, swift: 'BKAUATWW' }, { frequenciesOffered: true, ibanCheck: undefined })).toEqual({});
  });

  it('asks nothing of SEPA fields for other methods', () => {
    expect(validatePaymentValues({ methodKey: 'P', billingFrequency: '12' }, { frequenciesOffered: true, ibanCheck: undefined })).toEqual({});
  });
});

describe('initialPaymentValues', () => {
  it('prefills the saved payment data only when allowed and the method is offered', () => {
    const allowed = initialPaymentValues({ current: nothingChosen, saved: savedSepa, prefillAllowed: true, mandateGiven: false, offeredKeys: ['7', 'Y'], purchaser });
    expect(allowed).toEqual({
      methodKey: '7', billingFrequency: '04', iban: 'DE89 3704 0044 0532 0130 00', swift: undefined,
      bankAccountOwner: 'E. Mustermann', sepaMandateAccepted: false,
    });
    const vetoed = initialPaymentValues({ current: nothingChosen, saved: savedSepa, prefillAllowed: false, mandateGiven: false, offeredKeys: ['7', 'Y'], purchaser });
    expect(vetoed).toMatchObject({ methodKey: undefined, iban: undefined, bankAccountOwner: 'Erika Mustermann' });
    const notOffered = initialPaymentValues({ current: nothingChosen, saved: savedSepa, prefillAllowed: true, mandateGiven: false, offeredKeys: ['Y', 'P'], purchaser });
    expect(notOffered.methodKey).toBeUndefined();
  });

  it("keeps the reader's own earlier choice, mandate included, over the saved data", () => {
    const current = paymentSelectionOf('7', { billingFrequency: '12', iban: 'AT611904300234573201', swift: 'bkauatww', bankAccountOwner: ' Max ' }, 'Bank Austria');
    const values = initialPaymentValues({ current, saved: savedSepa, prefillAllowed: true, mandateGiven: true, offeredKeys: ['7', 'Y'], purchaser });
    expect(values).toEqual({
      methodKey: '7', billingFrequency: '12', iban: 'AT61 1904 3002 3457 3201', swift: 'BKAUATWW', bankAccountOwner: 'Max', sepaMandateAccepted: true,
    });
  });

  it('prefills a SEPA choice not yet confirmed (the cash-bonus account) without ticking the mandate', () => {
    const current = { methodKey: '7' as const, billingFrequency: undefined, paymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Gisela Geberin' } };
    expect(initialPaymentValues({ current, saved: undefined, prefillAllowed: false, mandateGiven: false, offeredKeys: ['7', 'Y'], purchaser })).toEqual({
      methodKey: '7', billingFrequency: undefined, iban: 'DE89 3704 0044 0532 0130 00', swift: undefined, bankAccountOwner: 'Gisela Geberin', sepaMandateAccepted: false,
    });
  });

  it('preselects the only offered method and names the purchaser as owner', () => {
    expect(initialPaymentValues({ current: nothingChosen, saved: undefined, prefillAllowed: false, mandateGiven: false, offeredKeys: ['Y'], purchaser: { lastName: 'Muster' } })).toMatchObject({
      methodKey: 'Y', bankAccountOwner: 'Muster',
    });
  });
});

describe('paymentSelectionOf', () => {
  it('keeps SEPA data compacted with the bank country of the IBAN', () => {
    expect(paymentSelectionOf('7', { billingFrequency: '12', iban: 'de89 3704 0044 0532 0130 00', bankAccountOwner: 'Erika Mustermann ' }, 'Commerzbank')).toEqual({
      methodKey: '7',
      billingFrequency: '12',
      paymentData: {
        paymentMethod: 'sepa', billingFrequency: '12', iban: 'DE89370400440532013000', swift: null, bankName: 'Commerzbank',
        bankAccountOwner: 'Erika Mustermann', bankCountryCode: 'DE',
      },
    });
  });

  it('keeps only method and frequency for invoice and the external providers', () => {
    expect(paymentSelectionOf('Y', { billingFrequency: '01', iban: 'DE89370400440532013000' }, 'x')).toEqual({
      methodKey: 'Y', billingFrequency: '01', paymentData: { paymentMethod: 'invoice', billingFrequency: '01' },
    });
    expect(paymentSelectionOf('Q', {}, undefined).paymentData).toEqual({ paymentMethod: 'card', billingFrequency: null });
  });
});
