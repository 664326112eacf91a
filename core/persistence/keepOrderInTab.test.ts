import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin/definePlugin.ts';
import { mountPlugin } from '../plugin/mountPlugin.ts';
import { keepOrderInTab } from './keepOrderInTab.ts';
import { paymentSession } from './paymentSessionStorage.ts';
import { resumeFunnelState } from './resumeFunnelState.ts';
import { tabOrderStorage } from './tabOrderStorage.ts';

const plugin = definePlugin({ id: 'none', contributes: [] });
const campaign = { salesCampaignId: 'TEST-DIGITAL', printProductType: 'D' as const, recurring: true };
const address = {
  salutation: '03',
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Königstraße',
  streetNumber: '12',
  zipCode: '70173',
  city: 'Stuttgart',
  country: 'DE',
};

/** One tab's session storage, and a server whose storedData answers nothing but counts the calls. */
function tab() {
  const session = new Map<string, string>();
  const storage = {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
    removeItem: (key: string) => void session.delete(key),
  };
  const calls = { storedData: 0 };
  const api = {
    getStoredData: async () => {
      calls.storedData += 1;
      return undefined;
    },
  };
  return { session, storage, calls, api };
}

/** The first page load: a reader on the payment page who has chosen SEPA with an account. */
function readerOnPaymentPage(world: ReturnType<typeof tab>) {
  const { context } = mountPlugin(plugin, { campaign, api: world.api });
  paymentSession.writeToken(context.store.formData.value!.token, world.storage);
  context.store.addresses.value = { privateAddress: { ...address, mailDeliverySelected: false } };
  const stop = keepOrderInTab(context, world.storage);
  return { context, stop };
}

/** The reload: a fresh runtime without the order. */
function reload(world: ReturnType<typeof tab>) {
  const { context } = mountPlugin(plugin, { campaign: { salesCampaignId: 'OTHER' }, api: world.api });
  context.store.formData.value = undefined;
  return context;
}

describe('keepOrderInTab and the reload', () => {
  it('keeps the order as it changes, and a reload restores it from the tab without asking the server', async () => {
    const world = tab();
    const { context, stop } = readerOnPaymentPage(world);
    context.store.payment.value = {
      methodKey: '7',
      billingFrequency: '12',
      paymentData: { paymentMethod: 'sepa', iban: 'DE02120300000000202051', accountHolder: 'Erika Mustermann' } as never,
    };
    stop();

    const after = reload(world);
    expect(await resumeFunnelState(after, world.storage, 'keptFirst')).toEqual({ kind: 'restored' });
    expect(world.calls.storedData).toBe(0);
    expect(after.store.formData.value?.salesCampaign.salesCampaignId).toBe('TEST-DIGITAL');
    expect(after.store.addresses.value?.privateAddress).toMatchObject(address);
    expect(after.store.payment.value).toMatchObject({
      methodKey: '7',
      billingFrequency: '12',
      paymentData: { iban: 'DE02120300000000202051' },
    });
  });

  it('stops writing once stopped, and removes the kept order once the order is created', () => {
    const world = tab();
    const { context, stop } = readerOnPaymentPage(world);
    expect(tabOrderStorage.read(world.storage)).toContain('Mustermann');
    context.store.flags.value = { ...context.store.flags.value, orderCreated: true };
    expect(tabOrderStorage.read(world.storage)).toBeUndefined();
    stop();
    context.store.flags.value = { ...context.store.flags.value, orderCreated: false };
    expect(tabOrderStorage.read(world.storage)).toBeUndefined();
  });

  it('discards a kept order this release cannot read, tells Start once, and falls back to the server', async () => {
    const world = tab();
    const { context, stop } = readerOnPaymentPage(world);
    stop();
    const kept = JSON.parse(tabOrderStorage.read(world.storage)!) as Record<string, unknown>;
    tabOrderStorage.write(JSON.stringify({ ...kept, version: 0 }), world.storage);
    paymentSession.writeToken(context.store.formData.value!.token, world.storage);

    const after = reload(world);
    expect(await resumeFunnelState(after, world.storage, 'keptFirst')).toEqual({ kind: 'noSavedOrder' });
    expect(world.calls.storedData).toBe(1);
    expect(after.store.formData.value).toBeUndefined();
    expect(tabOrderStorage.read(world.storage)).toBeUndefined();
    expect(tabOrderStorage.takeDiscardedNote(world.storage)).toBe(true);
    expect(tabOrderStorage.takeDiscardedNote(world.storage)).toBe(false);
  });

  it('a provider’s return takes the server’s state, as platform.md section 4 says, even when the tab kept one', async () => {
    const world = tab();
    const { stop } = readerOnPaymentPage(world);
    stop();
    const after = reload(world);
    expect(await resumeFunnelState(after, world.storage)).toEqual({ kind: 'noSavedOrder' });
    expect(world.calls.storedData).toBe(1);
    expect(after.store.formData.value).toBeUndefined();
  });

  it('restores nothing that belongs to another form token or is not JSON', async () => {
    for (const tamper of [(json: string) => json.replaceAll('"random":"', '"random":"x'), () => '{not json']) {
      const world = tab();
      const { stop } = readerOnPaymentPage(world);
      stop();
      tabOrderStorage.write(tamper(tabOrderStorage.read(world.storage)!), world.storage);
      const after = reload(world);
      expect(await resumeFunnelState(after, world.storage, 'keptFirst')).toEqual({ kind: 'noSavedOrder' });
      expect(after.store.formData.value).toBeUndefined();
      expect(tabOrderStorage.takeDiscardedNote(world.storage)).toBe(true);
    }
  });
});
