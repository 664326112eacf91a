import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ContractCallSchemas, PaymentInitRequest } from '../../core/index.ts';
import { payPalAgreementInit, payPalAgreementResult } from './payPalCalls.ts';

/** An ApiClient whose `call` records what it is asked and checks `answer` with the given response struct, as the client does. */
function fakeApi(answer: unknown) {
  const calls: { readonly name: string; readonly input: unknown; readonly request: unknown }[] = [];
  const call = async (name: string, schemas: ContractCallSchemas<unknown, unknown>, input: unknown) => {
    calls.push({ name, input, request: schemas.request });
    const [error, checked] = validate(answer, schemas.response);
    if (error) throw error;
    return checked;
  };
  return { api: { call } as unknown as ApiClient, calls };
}

const body: PaymentInitRequest = {
  user: { customerId: '1000000001', firstname: 'Erika', lastname: 'Mustermann' },
  shopInfo: { shopDomain: 'abo.example.de' },
  returnUrls: { successUrl: 'https://abo.example.de/r', backUrl: 'https://abo.example.de/r', errorUrl: 'https://abo.example.de/r' },
};

describe('PayPal calls', () => {
  it('start the agreement on its route with the init body, checked by the init struct', async () => {
    const { api, calls } = fakeApi({ absUrl: 'https://provider.example/paypal', processId: 'PR-2' });
    await expect(payPalAgreementInit(api, body)).resolves.toEqual({ absUrl: 'https://provider.example/paypal', processId: 'PR-2' });
    expect(calls).toEqual([{ name: 'payPalAgreementInit', input: { json: body }, request: expect.anything() }]);
    await expect(payPalAgreementInit(fakeApi({ absUrl: '' }).api, body)).rejects.toThrow();
  });

  it('asks the result with the return query and reads the PayPal code', async () => {
    const { api, calls } = fakeApi({ billingData: { userId: 'PP-CODE-1' } });
    const query = { processId: 'PR-2', serviceTicket: 'ST-2' };
    await expect(payPalAgreementResult(api, query)).resolves.toEqual({ billingData: { userId: 'PP-CODE-1' } });
    expect(calls[0]).toMatchObject({ name: 'payPalAgreementResult', input: { searchParams: query } });
    await expect(payPalAgreementResult(fakeApi({ billingData: {} }).api, query)).rejects.toThrow();
  });
});
