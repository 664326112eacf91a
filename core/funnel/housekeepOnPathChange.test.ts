import { describe, expect, it } from 'vitest';
import { createFunnelStore } from './createFunnelStore.ts';
import { housekeepOnPathChange } from './housekeepOnPathChange.ts';
import { setFlowFlag } from './setFlowFlag.ts';

function storeWithNotices() {
  const store = createFunnelStore({});
  store.paymentReturnNotice.value = 'cancelled';
  setFlowFlag(store, 'creditCardDeclined', true);
  setFlowFlag(store, 'creditCardTimeInvalid', true);
  setFlowFlag(store, 'paymentMethodSelected', true);
  return store;
}

describe('housekeepOnPathChange', () => {
  it('clears the payment page notices once the reader leaves the payment page', () => {
    const store = storeWithNotices();
    housekeepOnPathChange(store, 'PaymentPage');
    expect(store.paymentReturnNotice.value).toBeUndefined();
    expect(store.flags.value).toMatchObject({ creditCardDeclined: false, creditCardTimeInvalid: false, paymentMethodSelected: true });
  });

  it('keeps them while the reader is on the way to the payment page, e.g. from a provider return', () => {
    for (const left of [undefined, 'Start', '/card/agreement/result', 'VerificationPage']) {
      const store = storeWithNotices();
      housekeepOnPathChange(store, left);
      expect(store.paymentReturnNotice.value).toBe('cancelled');
      expect(store.flags.value).toMatchObject({ creditCardDeclined: true, creditCardTimeInvalid: true });
    }
  });
});
