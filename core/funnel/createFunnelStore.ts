import { signal } from '@preact/signals-core';
import type { EntryParams } from './EntryParams.ts';
import type { FunnelStore } from './FunnelStore.ts';
import { initialFlowFlags } from './FlowFlags.ts';

/** A fresh funnel store for one page load. */
export function createFunnelStore(entry: EntryParams = {}): FunnelStore {
  return {
    entry: signal(entry),
    login: signal({ status: 'unknown' }),
    formData: signal(undefined),
    orderFormValues: signal(undefined),
    addresses: signal(undefined),
    secondPersonAddresses: signal(undefined),
    role: signal(undefined),
    flags: signal(initialFlowFlags),
    payment: signal({ methodKey: undefined, billingFrequency: undefined, paymentData: undefined }),
    price: signal({ result: undefined, deliveryDateInfo: undefined, callFailed: false }),
    startDate: signal(undefined),
    bonusCart: signal(undefined),
    pluginState: signal({}),
    paymentUniqueId: signal(undefined),
    orderResult: signal(undefined),
    paymentReturnNotice: signal(undefined),
    outcomeProductType: signal(undefined),
    accountUrls: signal(undefined),
  };
}
