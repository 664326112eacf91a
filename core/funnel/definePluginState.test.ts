import { describe, expect, it } from 'vitest';
import { cashBonusAccountState } from './cashBonusAccountState.ts';
import { createFunnelStore } from './createFunnelStore.ts';
import { definePluginState } from './definePluginState.ts';

describe('definePluginState', () => {
  it('reads and writes one plugin\'s state under its id, and removes it with undefined', () => {
    const store = createFunnelStore();
    const token = definePluginState<{ readonly count: number }>('sample');
    expect(token.read(store)).toBeUndefined();
    token.write(store, { count: 2 });
    expect(token.read(store)).toEqual({ count: 2 });
    expect(store.pluginState.value).toEqual({ sample: { count: 2 } });
    token.write(store, undefined);
    expect(store.pluginState.value).toEqual({});
  });

  it('gives the cash-bonus account one typed handle for its writer and its readers', () => {
    const store = createFunnelStore();
    cashBonusAccountState.write(store, { iban: 'DE89370400440532013000', result: { bankName: 'Commerzbank' } });
    expect(cashBonusAccountState.pluginId).toBe('cash-bonus');
    expect(cashBonusAccountState.read(store)?.result.bankName).toBe('Commerzbank');
  });
});
