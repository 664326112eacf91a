import { describe, expect, it } from 'vitest';
import { createFunnelStore } from './createFunnelStore.ts';
import { housekeepOnPathChange } from './housekeepOnPathChange.ts';
import { setFlowFlag } from './setFlowFlag.ts';

function storeWithNotice(notice: 'cancelled' | 'refused') {
  const store = createFunnelStore({});
  store.paymentReturnNotice.value = notice;
  setFlowFlag(store, 'paymentMethodSelected', true);
  return store;
}

describe('housekeepOnPathChange', () => {
  it('clears the payment page notices once the reader leaves the payment page', () => {
    for (const notice of ['cancelled', 'refused'] as const) {
      const store = storeWithNotice(notice);
      housekeepOnPathChange(store, 'PaymentPage');
      expect(store.paymentReturnNotice.value).toBeUndefined();
      expect(store.flags.value.paymentMethodSelected).toBe(true);
    }
  });

  it('keeps them while the reader is on the way to the payment page, e.g. from a provider return', () => {
    for (const left of [undefined, 'Start', '/card/agreement/result', 'VerificationPage']) {
      const store = storeWithNotice('refused');
      housekeepOnPathChange(store, left);
      expect(store.paymentReturnNotice.value).toBe('refused');
    }
  });
});
