import { describe, expect, it } from 'vitest';
import type { PaymentInitRequest } from '../../core/index.ts';
import { contractCallRecorder } from '../../core/testing.ts';
import { cardAgreementInit, cardAgreementResult, cardOneOffInit, cardOneOffResult } from './cardCalls.ts';

const body: PaymentInitRequest = {
  user: { customerId: null, firstname: 'Erika', lastname: 'Mustermann' },
  shopInfo: { shopDomain: 'abo.example.de' },
  returnUrls: { successUrl: 'https://abo.example.de/r', backUrl: 'https://abo.example.de/r', errorUrl: 'https://abo.example.de/r' },
};
const card = { pseudocardpan: '9410010000001234', truncatedcardpan: '411111XXXXXX1111', cardtype: 'V', cardexpiredate: '3012' };
const query = { processId: 'PR-1', serviceTicket: 'ST-1' };

describe('card calls', () => {
  it('start the agreement and the one-off payment on their routes with the init body, checked by the init struct', async () => {
    const { api, calls } = contractCallRecorder({ absUrl: 'https://provider.example/pay', processId: 'PR-1' });
    await expect(cardAgreementInit(api, body)).resolves.toEqual({ absUrl: 'https://provider.example/pay', processId: 'PR-1' });
    await cardOneOffInit(api, body);
    expect(calls.map(({ name, input }) => ({ name, input }))).toEqual([
      { name: 'cardAgreementInit', input: { json: body } },
      { name: 'cardOneOffInit', input: { json: body } },
    ]);
    expect(calls.every(({ request }) => request !== undefined)).toBe(true);
    await expect(cardAgreementInit(contractCallRecorder({ processId: 'PR-1' }).api, body)).rejects.toThrow();
  });

  it('ask the agreement and one-off results with the return query and read a card, a declined card or a transaction', async () => {
    const { api, calls } = contractCallRecorder(card);
    await expect(cardAgreementResult(api, query)).resolves.toEqual(card);
    expect(calls[0]).toMatchObject({ name: 'cardAgreementResult', input: { searchParams: query } });
    await expect(cardAgreementResult(contractCallRecorder({ declined: true }).api, query)).resolves.toEqual({ declined: true });
    const paid = { ...card, paymentData: { txId: 'TX-1' } };
    const oneOff = contractCallRecorder(paid);
    await expect(cardOneOffResult(oneOff.api, query)).resolves.toEqual(paid);
    expect(oneOff.calls[0]).toMatchObject({ name: 'cardOneOffResult', input: { searchParams: query } });
    // A one-off result needs the transaction; an agreement's card alone is not one.
    await expect(cardOneOffResult(contractCallRecorder(card).api, query)).rejects.toThrow();
  });
});
