import { describe, expect, it } from 'vitest';
import { createFunnelStore } from './createFunnelStore.ts';
import { paymentUniqueIdStore } from './paymentUniqueIdStore.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

function counter() {
  let count = 0;
  return {
    create: () => `Id${String(++count).padStart(18, '0')}`,
    get count() {
      return count;
    },
  };
}

describe('paymentUniqueIdStore.obtain', () => {
  it('makes a 20-character id once and keeps it in the store and in session storage', () => {
    const store = createFunnelStore();
    const storage = memoryStorage();
    const id = paymentUniqueIdStore.obtain(store, storage, 'SZP100');
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(store.paymentUniqueId.value).toBe(id);
    expect(JSON.parse(storage.getItem('aboflowPaymentUniqueId') ?? '')).toEqual({ salesCampaignId: 'SZP100', id });
    expect(paymentUniqueIdStore.obtain(store, storage, 'SZP100')).toBe(id);
  });

  it('reuses the id kept in session storage after a reload (a fresh store)', () => {
    const storage = memoryStorage();
    const ids = counter();
    const first = paymentUniqueIdStore.obtain(createFunnelStore(), storage, 'SZP100', ids.create);
    const afterReload = createFunnelStore();
    expect(paymentUniqueIdStore.obtain(afterReload, storage, 'SZP100', ids.create)).toBe(first);
    expect(afterReload.paymentUniqueId.value).toBe(first);
    expect(ids.count).toBe(1);
  });

  it('keeps the id restored into the store after a payment round trip', () => {
    const store = createFunnelStore();
    store.paymentUniqueId.value = 'RestoredId0000000001';
    expect(paymentUniqueIdStore.obtain(store, memoryStorage(), 'SZP100', counter().create)).toBe('RestoredId0000000001');
  });

  it('gives another campaign an id of its own and ignores unusable stored values', () => {
    const storage = memoryStorage({ aboflowPaymentUniqueId: JSON.stringify({ salesCampaignId: 'OTHER', id: 'OtherCampaignId00001' }) });
    const ids = counter();
    expect(paymentUniqueIdStore.obtain(createFunnelStore(), storage, 'SZP100', ids.create)).toBe('Id000000000000000001');
    storage.setItem('aboflowPaymentUniqueId', '{broken');
    expect(paymentUniqueIdStore.obtain(createFunnelStore(), storage, 'SZP100', ids.create)).toBe('Id000000000000000002');
    storage.setItem('aboflowPaymentUniqueId', JSON.stringify({ salesCampaignId: 'SZP100', id: 'short' }));
    expect(paymentUniqueIdStore.obtain(createFunnelStore(), storage, 'SZP100', ids.create)).toBe('Id000000000000000003');
  });

  it('still keeps the id in the store when session storage refuses to write', () => {
    const store = createFunnelStore();
    const storage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    const id = paymentUniqueIdStore.obtain(store, storage, 'SZP100');
    expect(paymentUniqueIdStore.obtain(store, storage, 'SZP100')).toBe(id);
  });
});
