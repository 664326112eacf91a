import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin/definePlugin.ts';
import { mountPlugin } from '../plugin/mountPlugin.ts';
import { paymentSession } from './paymentSessionStorage.ts';
import { resumeSavedOrder } from './resumeSavedOrder.ts';

/** A tab with a form token kept for a payment round trip, and a storedData call that answers as `answer` says. */
function tabWithSavedOrder(answer: () => Promise<string | undefined>) {
  const session = new Map<string, string>();
  const storage = {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
    removeItem: (key: string) => void session.delete(key),
  };
  paymentSession.writeToken({ content: { random: 'r-1', expirationTimestamp: Date.now() + 60_000 }, signature: 's' }, storage);
  const calls = { storedData: 0 };
  const api = {
    getStoredData: () => {
      calls.storedData += 1;
      return answer();
    },
  };
  const { context } = mountPlugin(definePlugin({ id: 'none', contributes: [] }), { api });
  return { context, storage, calls };
}

describe('resumeSavedOrder', () => {
  it('restores once per page load: the restore mountApp began is the one the page waits for', async () => {
    const { context, storage, calls } = tabWithSavedOrder(async () => undefined);
    const begun = resumeSavedOrder(context, storage);
    const awaited = resumeSavedOrder(context, storage);
    expect(awaited).toBe(begun);
    expect(await awaited).toEqual({ kind: 'noSavedOrder' });
    expect(await resumeSavedOrder(context, storage)).toEqual({ kind: 'noSavedOrder' });
    expect(calls.storedData).toBe(1);
  });

  it('asks again after a call that failed', async () => {
    let fail = true;
    const { context, storage, calls } = tabWithSavedOrder(async () => {
      if (fail) throw new Error('network');
      return undefined;
    });
    await expect(resumeSavedOrder(context, storage)).rejects.toThrow('network');
    fail = false;
    expect(await resumeSavedOrder(context, storage)).toEqual({ kind: 'noSavedOrder' });
    expect(calls.storedData).toBe(2);
  });
});
