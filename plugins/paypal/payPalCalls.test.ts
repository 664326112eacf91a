import { describe, expect, it } from 'vitest';
import type { PaymentInitRequest } from '../../core/index.ts';
import { contractCallRecorder } from '../../core/testing.ts';
import { payPalAgreementInit, payPalAgreementResult } from './payPalCalls.ts';

const body: PaymentInitRequest = {
  user: { customerId: '1000000001', firstname: 'Erika', lastname: 'Mustermann' },
  shopInfo: { shopDomain: 'abo.example.de' },
  returnUrls: { successUrl: 'https://abo.example.de/r', backUrl: 'https://abo.example.de/r', errorUrl: 'https://abo.example.de/r' },
};

describe('PayPal calls', () => {
  it('start the agreement on its route with the init body, checked by the init struct', async () => {
    const { api, calls } = contractCallRecorder({ absUrl: 'https://provider.example/paypal', processId: 'PR-2' });
    await expect(payPalAgreementInit(api, body)).resolves.toEqual({ absUrl: 'https://provider.example/paypal', processId: 'PR-2' });
    expect(calls).toEqual([{ name: 'payPalAgreementInit', input: { json: body }, request: expect.anything() }]);
    await expect(payPalAgreementInit(contractCallRecorder({ absUrl: '' }).api, body)).rejects.toThrow();
  });

  it('asks the result with the return query and reads the PayPal code', async () => {
    const { api, calls } = contractCallRecorder({ billingData: { userId: 'PP-CODE-1' } });
    const query = { processId: 'PR-2', serviceTicket: 'ST-2' };
    await expect(payPalAgreementResult(api, query)).resolves.toEqual({ billingData: { userId: 'PP-CODE-1' } });
    expect(calls[0]).toMatchObject({ name: 'payPalAgreementResult', input: { searchParams: query } });
    await expect(payPalAgreementResult(contractCallRecorder({ billingData: {} }).api, query)).rejects.toThrow();
  });
});
