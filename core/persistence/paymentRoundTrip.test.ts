import { object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { paymentProviders, type PaymentProviderOutcome } from '../extensionPoints/paymentProviders.ts';
import { buildOrderRequest } from '../funnel/buildOrderRequest.ts';
import { definePluginState } from '../funnel/definePluginState.ts';
import { contribute, definePlugin } from '../plugin/definePlugin.ts';
import { mountPlugin } from '../plugin/mountPlugin.ts';
import { completePaymentReturn } from './completePaymentReturn.ts';
import { leaveForProvider, type LeavingBrowser } from './leaveForProvider.ts';
import { compressState } from './stateCompression.ts';

/** The wallet's device, kept across the round trip, and a note it does not keep. */
const walletDevice = definePluginState({ id: 'wallet', schema: object({ device: string() }), persisted: true });
const walletNote = definePluginState({ id: 'walletNote', schema: string(), persisted: false });

/** A third provider core has never heard of: a wallet, with plugin state of its own. */
const wallet = definePlugin({
  id: 'wallet',
  state: [walletDevice, walletNote],
  contributes: [
    contribute(paymentProviders, {
      id: 'wallet',
      methodKey: 'W',
      label: () => 'Wallet',
      start: async () => ({ absUrl: 'https://wallet.example/pay/42', processId: 'PR-wallet-42' }),
    }),
  ],
});

/** A session storage and the sandbox's storedData, kept in memory across the two page loads of a round trip. */
function roundTripWorld() {
  const session = new Map<string, string>();
  const storage = {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
    removeItem: (key: string) => void session.delete(key),
  };
  const server: { stored: string | undefined } = { stored: undefined };
  const api = {
    postStoredData: async (state: string) => {
      server.stored = state;
    },
    getStoredData: async () => server.stored,
  };
  const left: { url?: string; cookie?: string } = {};
  const browser: LeavingBrowser = { assign: (url) => void (left.url = url), setCookie: (cookie) => void (left.cookie = cookie), secure: true, storage };
  return { storage, server, api, browser, left };
}

const campaign = { salesCampaignId: 'TEST-PRINT', printProductType: 'P' as const, recurring: true };
const address = { salutation: '03', firstName: 'Erika', lastName: 'Mustermann', street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart', country: 'DE' };

/** The first page load: a reader with a checked address, a monthly billing choice and wallet state, leaving for the wallet. */
async function leave(world: ReturnType<typeof roundTripWorld>) {
  const before = mountPlugin(wallet, { campaign, api: world.api });
  const { store } = before.context;
  store.addresses.value = { privateAddress: { ...address, mailDeliverySelected: true } };
  store.payment.value = { methodKey: 'W' as never, billingFrequency: '12', paymentData: undefined };
  store.startDate.value = '2026-12-01';
  walletDevice.write(store, { device: 'phone' });
  walletNote.write(store, 'only on this page');
  const [provider] = before.context.plugins.get(paymentProviders);
  await leaveForProvider(before.context, provider!, world.browser);
  return before;
}

/** The second page load: a fresh store on the provider's return route. */
function comeBack(world: ReturnType<typeof roundTripWorld>, query: string, outcome: PaymentProviderOutcome | Error) {
  const after = mountPlugin(wallet, { campaign: { salesCampaignId: 'OTHER' }, api: world.api, tenant: { validCardMonths: 6 } as never });
  after.context.store.formData.value = undefined;
  const asked: unknown[] = [];
  const decision = completePaymentReturn(after.context, {
    query: new URLSearchParams(query),
    processId: 'PR-wallet-42',
    methodKey: 'W',
    fetchResult: async (_context, returnQuery) => {
      asked.push(returnQuery);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    storage: world.storage,
  });
  return { after, decision, asked };
}

describe('a payment provider core does not know leaves and returns through the extension points alone', () => {
  it('saves the state, keeps the token and process id, leaves for absUrl, and on return restores everything and sets the payment', async () => {
    const world = roundTripWorld();
    const before = await leave(world);
    expect(world.left.url).toBe('https://wallet.example/pay/42');
    expect(world.left.cookie).toBe('processId=PR-wallet-42; Path=/; SameSite=Lax; Secure');
    expect(JSON.parse(world.storage.getItem('oscDataToken')!)).toEqual(before.context.store.formData.value?.token);
    expect(before.context.store.paymentUniqueId.value).toMatch(/^[A-Za-z0-9]{20}$/);

    const { after, decision, asked } = comeBack(world, 'st=ST-1&ctxtoken=abc', { kind: 'paid', paymentData: { paymentMethod: 'wallet' as never, ccId: 'W-77' } });
    expect(await decision).toEqual({ kind: 'navigate', target: { route: 'VerificationPage' } });
    expect(asked).toEqual([{ processId: 'PR-wallet-42', serviceTicket: 'ST-1' }]);
    const { store } = after.context;
    expect(store.formData.value?.salesCampaign.salesCampaignId).toBe('TEST-PRINT');
    expect(store.addresses.value?.privateAddress).toMatchObject({ ...address, mailDeliverySelected: true });
    expect(store.startDate.value).toBe('2026-12-01');
    expect(store.pluginState.value).toEqual({ wallet: { device: 'phone' } });
    expect(store.paymentUniqueId.value).toBe(before.context.store.paymentUniqueId.value);
    expect(store.payment.value).toEqual({
      methodKey: 'W', billingFrequency: '12', paymentData: { paymentMethod: 'wallet', ccId: 'W-77', billingFrequency: '12' }, processId: 'PR-wallet-42',
    });
    expect(store.flags.value.paymentMethodSelected).toBe(true);
    // The order names the process that paid, so the service takes the payment from it, not from the browser.
    expect(buildOrderRequest(after.context)).toMatchObject({ paymentMethodKey: 'W', paymentProcessId: 'PR-wallet-42' });
  });

  it('brings a payment the provider refused back to the payment page with its notice, everything else kept', async () => {
    const world = roundTripWorld();
    await leave(world);
    const { after, decision } = comeBack(world, 'st=ST-1&ctxtoken=abc', { kind: 'refused' });
    expect(await decision).toEqual({ kind: 'navigate', target: { route: 'PaymentPage' } });
    expect(after.context.store.paymentReturnNotice.value).toBe('refused');
    expect(after.context.store.flags.value.paymentMethodSelected).toBe(false);
    expect(after.context.store.payment.value.paymentData).toBeUndefined();
    expect(after.context.store.addresses.value?.privateAddress).toMatchObject(address);
  });

  it('brings a reader who cancelled at the provider (mode back) to the payment page with a notice, without asking the result', async () => {
    const world = roundTripWorld();
    await leave(world);
    const { after, decision, asked } = comeBack(world, 'st=ST-1&mode=back', { kind: 'refused' });
    expect(await decision).toEqual({ kind: 'navigate', target: { route: 'PaymentPage' } });
    expect(asked).toEqual([]);
    expect(after.context.store.paymentReturnNotice.value).toBe('cancelled');
    expect(after.context.store.payment.value.billingFrequency).toBe('12');
  });

  it('ends on the server error page for mode error, a failed result call, a missing ticket or context token', async () => {
    const world = roundTripWorld();
    await leave(world);
    const serverError = { kind: 'navigate', target: { route: 'ErrorPage', type: 'server' } };
    expect(await comeBack(world, 'mode=error', { kind: 'refused' }).decision).toEqual(serverError);
    expect(await comeBack(world, 'st=ST-1&ctxtoken=abc', new Error('502')).decision).toEqual(serverError);
    expect(await comeBack(world, 'ctxtoken=abc', { kind: 'refused' }).decision).toEqual(serverError);
    const withoutContextToken = comeBack(world, 'st=ST-1', { kind: 'refused' });
    expect(await withoutContextToken.decision).toEqual(serverError);
    expect(withoutContextToken.asked).toEqual([]);
  });

  it('says there is no saved order in a browser that never left from here', async () => {
    const world = roundTripWorld();
    expect(await comeBack(world, 'st=ST-1', { kind: 'refused' }).decision).toEqual({ kind: 'noSavedOrder' });
  });

  it('refuses a stored state that was tampered with, has a wrong shape, or carries undeclared or invalid plugin state', async () => {
    const serverError = { kind: 'navigate', target: { route: 'ErrorPage', type: 'server' } };
    const cases: Array<(state: Record<string, unknown>) => unknown> = [
      (state) => ({ ...state, flags: { ...(state.flags as object), orderCreated: 'yes' } }),
      (state) => ({ ...state, pluginState: { wallet: { device: 42 } } }),
      (state) => ({ ...state, pluginState: { wallet: { device: 'phone' }, intruder: { admin: true } } }),
      // A state its plugin does not persist is never in a snapshot this page wrote.
      (state) => ({ ...state, pluginState: { wallet: { device: 'phone' }, walletNote: 'smuggled' } }),
      (state) => ({ ...state, formData: { ...(state.formData as object), token: { content: { random: 'someone-else', expirationTimestamp: 0 }, signature: 'x' } } }),
      () => 'just a string',
    ];
    for (const tamper of cases) {
      const world = roundTripWorld();
      await leave(world);
      const state = JSON.parse(new TextDecoder().decode(await import('pako').then((pako) => pako.inflate(Uint8Array.from(atob(world.server.stored!), (c) => c.charCodeAt(0))))));
      world.server.stored = compressState(JSON.stringify(tamper(state)));
      const { after, decision } = comeBack(world, 'st=ST-1', { kind: 'refused' });
      expect(await decision).toEqual(serverError);
      expect(after.context.store.formData.value).toBeUndefined();
    }
  });
});
