import { describe, expect, it } from 'vitest';
import { agentPaymentData } from './agentPaymentData.ts';

describe('agentPaymentData', () => {
  const recruiter = { firstName: 'Erika', lastName: 'Muster' };

  it('builds SEPA data owned by the recruiter from the entered IBAN', () => {
    expect(agentPaymentData({ recruiter, iban: 'DE89 3704 0044 0532 0130 00', bankName: 'Commerzbank' })).toEqual({
      paymentMethod: 'sepa',
      iban: 'DE89370400440532013000',
      bankName: 'Commerzbank',
      bankAccountOwner: 'Erika Muster',
      bankCountryCode: 'DE',
    });
  });

  it('adds the domestic country prefix to a bare IBAN', () => {
    const data = agentPaymentData({ recruiter, iban: '89370400440532013000' });
    expect(data?.iban).toBe('DE89370400440532013000');
    expect(data?.bankCountryCode).toBe('DE');
    expect(data?.bankName).toBe('');
  });

  it('keeps a foreign prefix and upper-cases it', () => {
    const data = agentPaymentData({ recruiter, iban: 'at611904300234573201' });
    expect(data?.iban).toBe('AT611904300234573201');
    expect(data?.bankCountryCode).toBe('AT');
  });

  it('takes the bank data from the prefill when it holds an IBAN', () => {
    const prefill = { iban: 'DE02120300000000202051', bankName: 'DKB', swift: 'BYLADEM1001', bankDataId: '42', paymentMethod: 'sepa' };
    expect(agentPaymentData({ recruiter, iban: 'DE89370400440532013000', bankName: 'Commerzbank', prefill })).toEqual({
      paymentMethod: 'sepa',
      iban: 'DE02120300000000202051',
      bankName: 'DKB',
      bankAccountOwner: 'Erika Muster',
      bankCountryCode: 'DE',
      swift: 'BYLADEM1001',
      bankDataId: '42',
    });
  });

  it('falls back to the entered IBAN when the prefill has none', () => {
    const prefill = { paymentMethod: 'card', iban: null };
    expect(agentPaymentData({ recruiter, iban: 'DE89370400440532013000', prefill })?.iban).toBe('DE89370400440532013000');
  });

  it('uses the last name alone when there is no first name', () => {
    expect(agentPaymentData({ recruiter: { firstName: '', lastName: 'Muster' }, iban: 'DE89370400440532013000' })?.bankAccountOwner).toBe('Muster');
  });

  it('gives nothing without any IBAN', () => {
    expect(agentPaymentData({ recruiter, iban: '  ', prefill: null })).toBeUndefined();
    expect(agentPaymentData({ recruiter })).toBeUndefined();
  });
});
