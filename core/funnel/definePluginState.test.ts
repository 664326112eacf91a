import { array, integer, object, string } from 'superstruct';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createFunnelStore } from './createFunnelStore.ts';
import { definePluginState } from './definePluginState.ts';
import { payoutAccountState } from './payoutAccountState.ts';

describe('definePluginState', () => {
  it('reads and writes one state under its id, typed by its schema, and removes it with undefined', () => {
    const store = createFunnelStore();
    const counter = definePluginState({ id: 'sample', schema: object({ count: integer(), tags: array(string()) }), persisted: false });
    expectTypeOf(counter.read(store)).toEqualTypeOf<{ count: number; tags: string[] } | undefined>();
    expect(counter.read(store)).toBeUndefined();
    counter.write(store, { count: 2, tags: ['a'] });
    expect(counter.read(store)).toEqual({ count: 2, tags: ['a'] });
    expect(store.pluginState.value).toEqual({ sample: { count: 2, tags: ['a'] } });
    counter.write(store, undefined);
    expect(store.pluginState.value).toEqual({});
    // @ts-expect-error A write must fit the schema's type.
    counter.write(store, { count: 'two', tags: [] });
  });

  it('leaves the other states as they are', () => {
    const store = createFunnelStore();
    const first = definePluginState({ id: 'first', schema: string(), persisted: true });
    const second = definePluginState({ id: 'second', schema: string(), persisted: false });
    first.write(store, 'a');
    second.write(store, 'b');
    first.write(store, undefined);
    expect(store.pluginState.value).toEqual({ second: 'b' });
    expect([first.persisted, second.persisted]).toEqual([true, false]);
  });

  it('gives the payout account one typed, persisted handle for its writer and its readers', () => {
    const store = createFunnelStore();
    payoutAccountState.write(store, { iban: 'DE89370400440532013000', result: { bankName: 'Commerzbank' } });
    expect(payoutAccountState.persisted).toBe(true);
    expect(payoutAccountState.read(store)?.result.bankName).toBe('Commerzbank');
  });
});
