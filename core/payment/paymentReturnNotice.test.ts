import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../extensionPoints/paymentProviders.ts';
import { funnelContextFixture } from '../funnel/funnelContextFixture.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { paymentReturnNotice } from './paymentReturnNotice.ts';

const provider = (id: string, returnNotice?: PaymentProvider['returnNotice']): PaymentProvider => ({
  id,
  methodKey: 'X',
  label: () => id,
  start: () => Promise.reject(new Error('not started in this test')),
  returnNotice,
});

describe('paymentReturnNotice', () => {
  it('says nothing when the reader did not come back without a payment', () => {
    expect(
      paymentReturnNotice(funnelContextFixture({ tenant: tenantFixture }).context, [provider('card', () => undefined), provider('payPal')]),
    ).toBeUndefined();
  });

  it('gives the first provider notice as an error', () => {
    const providers = [provider('none', () => undefined), provider('card', () => 'Karte abgelehnt'), provider('other', () => 'später')];
    expect(paymentReturnNotice(funnelContextFixture({ tenant: tenantFixture }).context, providers)).toEqual({
      kind: 'error',
      text: 'Karte abgelehnt',
    });
  });

  it('tells a reader who cancelled at the provider that nothing is lost, as information', () => {
    const context = funnelContextFixture({ tenant: tenantFixture }).context;
    context.store.paymentReturnNotice.value = 'cancelled';
    expect(paymentReturnNotice(context, [])).toEqual({ kind: 'info', text: expect.stringContaining('Sie haben die Zahlung abgebrochen.') });
  });

  it("puts a provider's error before the cancel notice", () => {
    const context = funnelContextFixture({ tenant: tenantFixture }).context;
    context.store.paymentReturnNotice.value = 'cancelled';
    expect(paymentReturnNotice(context, [provider('card', () => 'Karte abgelehnt')])?.kind).toBe('error');
  });
});
