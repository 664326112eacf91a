import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../extensionPoints/paymentProviders.ts';
import { funnelContextFixture } from '../funnel/funnelContextFixture.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { paymentReturnNotice } from './paymentReturnNotice.ts';

const provider = (id: string, notice?: string | Error): PaymentProvider => ({
  id,
  methodKey: 'X',
  label: () => id,
  start: () => Promise.reject(new Error('not started in this test')),
  returnNotice: () => (notice instanceof Error ? Promise.reject(notice) : Promise.resolve(notice)),
});
const context = () => funnelContextFixture({ tenant: tenantFixture }).context;

describe('paymentReturnNotice', () => {
  it('says nothing when the reader did not come back without a payment', async () => {
    expect(await paymentReturnNotice(context(), [provider('card'), { ...provider('payPal'), returnNotice: undefined }])).toBeUndefined();
  });

  it('gives the first provider notice as an error', async () => {
    const providers = [provider('none'), provider('card', 'Karte abgelehnt'), provider('other', 'später')];
    expect(await paymentReturnNotice(context(), providers)).toEqual({ kind: 'error', text: 'Karte abgelehnt' });
  });

  it('passes over a provider whose words fail to load', async () => {
    const providers = [provider('card', new Error('chunk failed')), provider('other', 'Zahlung abgelehnt')];
    expect(await paymentReturnNotice(context(), providers)).toEqual({ kind: 'error', text: 'Zahlung abgelehnt' });
  });

  it('tells a reader who cancelled at the provider that nothing is lost, as information', async () => {
    const returned = context();
    returned.store.paymentReturnNotice.value = 'cancelled';
    expect(await paymentReturnNotice(returned, [])).toEqual({
      kind: 'info',
      text: expect.stringContaining('Sie haben die Zahlung abgebrochen.'),
    });
  });

  it("puts a provider's error before the cancel notice", async () => {
    const returned = context();
    returned.store.paymentReturnNotice.value = 'cancelled';
    expect((await paymentReturnNotice(returned, [provider('card', 'Karte abgelehnt')]))?.kind).toBe('error');
  });
});
