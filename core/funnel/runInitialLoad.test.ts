// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient.ts';
import type { FormData } from '../api/entities/formData.ts';
import type { InitialFormDataResponse } from '../api/initialFormData.ts';
import { corePlugin } from '../app/corePlugin.ts';
import { apiCallError } from '../api/apiCallError.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { buildOrderRequest } from './buildOrderRequest.ts';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import { wirePlugins } from '../plugin/wirePlugins.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { createFunnelStore } from './createFunnelStore.ts';
import type { FunnelContext, NavigationTarget } from './FunnelContext.ts';
import { orderFormDataFixture } from './funnelContextFixture.ts';
import { runInitialLoad, loginRedirectGuard } from './runInitialLoad.ts';
import { setFlowFlag } from './FlowFlags.ts';

interface Fake {
  loggedIn?: boolean;
  loginFails?: boolean;
  answer?: InitialFormDataResponse | Error;
  methods?: string[];
}

function setup(fake: Fake, entry = { wa: 'LZ-1' }) {
  const navigations: NavigationTarget[] = [];
  const queries: unknown[] = [];
  const api = {
    isLoggedIn: async () => {
      if (fake.loginFails) throw apiCallError('isLoggedIn', 'http', { status: 500 });
      return { loggedIn: fake.loggedIn ?? false, serviceTicketUrl: '/sandbox/login?redirect=%2F' };
    },
    initialFormData: async (query: unknown) => {
      queries.push(query);
      if (fake.answer instanceof Error) throw fake.answer;
      return fake.answer ?? { status: 'SUCCESS', formData: orderFormDataFixture };
    },
    paymentMethods: async () => fake.methods ?? ['7', 'Y'],
  } as Partial<ApiClient> as ApiClient;
  const context: FunnelContext = {
    tenant: { ...tenantFixture, customerNumberFirstDigit: '2' }, // the customer numbers below start with 2
    store: createFunnelStore(entry),
    api,
    plugins: wirePlugins([corePlugin], coreExtensionPoints),
    navigate: (target) => navigations.push(target),
    track: () => undefined,
    i18n: createI18n(tenantFixture.texts),
  };
  return { context, navigations, queries };
}

const completeCustomer: FormData = {
  ...orderFormDataFixture,
  addresses: {
    privateAddress: { firstName: 'Sabine', lastName: 'Lastschrift', street: 'Königstraße', streetNumber: '1', zipCode: '70173', city: 'Stuttgart', country: 'DE' },
    businessAddress: null,
    deliveryAddress: null,
    invoiceAddress: null,
  },
  paymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', billingFrequency: '12' },
};

describe('runInitialLoad', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('stores the form data and the token on SUCCESS and stays on Start', async () => {
    const { context, navigations } = setup({});
    expect(await runInitialLoad(context)).toBe('ready');
    expect(context.store.formData.value?.salesCampaign.salesCampaignId).toBe('SZP100');
    expect(context.store.login.value).toEqual({ status: 'loggedOut', serviceTicketUrl: '/sandbox/login?redirect=%2F' });
    expect(JSON.parse(window.sessionStorage.getItem('oscDataToken') ?? 'null')).toEqual(orderFormDataFixture.token);
    expect(navigations).toEqual([]);
  });

  it.each([
    ['GP_LOCKED', { route: 'GpLocked' }],
    ['ORDER_EXISTS', { route: 'OrderExists' }],
    ['FOLLOW_UP_OFFER', { route: 'FollowUpOffer' }],
    ['TRIAL_EXPIRED', { route: 'ErrorPage', type: 'trialexpired' }],
    ['FAILURE', { route: 'ErrorPage', type: 'server' }],
  ] as const)('sends %s to its page', async (status, target) => {
    const { context, navigations } = setup({ answer: { status } });
    expect(await runInitialLoad(context)).toBe('left');
    expect(navigations).toEqual([target]);
  });

  it('sends a product-unavailable message to the productunavailable page', async () => {
    const { context, navigations } = setup({ answer: { status: 'FAILURE', message: 'NO_OFFER_STORE' } });
    await runInitialLoad(context);
    expect(navigations).toEqual([{ route: 'ErrorPage', type: 'productunavailable' }]);
  });

  it('sends a failed login check and a failed form-data call to the server error page', async () => {
    const login = setup({ loginFails: true });
    await runInitialLoad(login.context);
    expect(login.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
    const data = setup({ answer: apiCallError('initialFormData', 'schema') });
    await runInitialLoad(data.context);
    expect(data.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });

  it('continues a confirmed follow-up offer with its form data, asking only with the spec\'s query', async () => {
    const { context, navigations, queries } = setup({ answer: { status: 'FOLLOW_UP_OFFER', formData: orderFormDataFixture } });
    setFlowFlag(context.store, 'followUpOfferConfirmedByUser', true);
    expect(await runInitialLoad(context)).toBe('ready');
    expect(navigations).toEqual([]);
    expect(context.store.formData.value).toBe(orderFormDataFixture);
    expect(queries).toEqual([{ wa: 'LZ-1' }]);
  });

  it('without a campaign or offer id goes to the productunavailable page', async () => {
    const { context, navigations } = setup({}, {} as { wa: string });
    await runInitialLoad(context);
    expect(navigations).toEqual([{ route: 'ErrorPage', type: 'productunavailable' }]);
  });

  it('skips ahead to verification when addresses and saved payment are complete', async () => {
    const { context, navigations } = setup({ loggedIn: true, answer: { status: 'SUCCESS', formData: completeCustomer } });
    expect(await runInitialLoad(context)).toBe('left');
    expect(navigations).toEqual([{ route: 'VerificationPage' }]);
    expect(context.store.payment.value.methodKey).toBe('7');
    expect(context.store.flags.value.paymentMethodSelected).toBe(true);
    expect(context.store.addresses.value?.privateAddress?.street).toBe('Königstraße');
  });

  it('a skip-ahead orders with the order-form values Start would have sent: the customer number, terms not yet accepted', async () => {
    const { context } = setup({ loggedIn: true, answer: { status: 'SUCCESS', formData: { ...completeCustomer, gpNr: '2000000002' } } });
    await runInitialLoad(context);
    expect(context.store.orderFormValues.value).toMatchObject({ gpNr: '2000000002', termsAccepted: false, lastName: 'Lastschrift' });
    context.store.paymentUniqueId.value = 'AbCdEfGhIjKlMnOpQrSt';
    expect(buildOrderRequest(context).gpNr).toBe('2000000002');
  });

  it('does not skip ahead when the saved method is not offered any more', async () => {
    const { context, navigations } = setup({ loggedIn: true, methods: ['Y'], answer: { status: 'SUCCESS', formData: completeCustomer } });
    expect(await runInitialLoad(context)).toBe('ready');
    expect(navigations).toEqual([]);
  });

  it('sends a visitor of a registration-mandatory campaign to the login once per 30 seconds', async () => {
    const mandatory = { status: 'SUCCESS' as const, formData: { ...orderFormDataFixture, registrationMandatory: true } };
    const first = setup({ answer: mandatory });
    expect(await runInitialLoad(first.context)).toBe('left');
    const stamp = window.sessionStorage.getItem('aboflowLoginRedirect');
    expect(Number(stamp)).toBeGreaterThan(0);
    const second = setup({ answer: mandatory });
    expect(await runInitialLoad(second.context)).toBe('left');
    expect(window.sessionStorage.getItem('aboflowLoginRedirect')).toBe(stamp);
  });
});

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('loginRedirectGuard', () => {
  it('allows the first redirect, then blocks for 30 seconds', () => {
    const storage = memoryStorage();
    expect(loginRedirectGuard.mayRedirect(storage, 1_000_000)).toBe(true);
    loginRedirectGuard.remember(storage, 1_000_000);
    expect(loginRedirectGuard.mayRedirect(storage, 1_000_000 + 29_999)).toBe(false);
    expect(loginRedirectGuard.mayRedirect(storage, 1_000_000 + 30_000)).toBe(true);
  });
});
