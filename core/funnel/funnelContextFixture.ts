import type { ApiClient } from '../api/createApiClient.ts';
import type { CreateOrderResponse } from '../api/entities/createOrderResponse.ts';
import type { FormData } from '../api/entities/formData.ts';
import type { OrderRequest } from '../api/entities/orderRequest.ts';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import type { Plugin } from '../plugin/definePlugin.ts';
import { wirePlugins } from '../plugin/wirePlugins.ts';
import type { Tenant, TenantTexts } from '../tenant/defineTenant.ts';
import type { TrackingEvent } from '../tracking/TrackingEvent.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { createFunnelStore } from './createFunnelStore.ts';
import type { FunnelContext, NavigationTarget } from './FunnelContext.ts';

/** What a test funnel context records: the order requests it was sent, navigation and tracking. */
export interface FunnelContextRecord {
  readonly orders: OrderRequest[];
  readonly navigations: NavigationTarget[];
  readonly events: TrackingEvent[];
}

/** Form data of a print campaign with costs, for the order tests (test data only). */
export const orderFormDataFixture: FormData = {
  gpNr: null,
  addresses: { privateAddress: null, businessAddress: null, deliveryAddress: null, invoiceAddress: null },
  salesCampaign: {
    salesCampaignId: 'SZP100',
    name: 'SZ Print Abo',
    printProductType: 'P',
    withCosts: true,
    priceForTracking: 64.9,
    priceNetForTracking: 60.65,
  },
  paymentMethodKeys: ['7', 'Y'],
  countries: { DE: 'Deutschland', AT: 'Österreich' },
  email: 'Leserin@Example.de',
  token: { content: { random: 'r', expirationTimestamp: 1_900_000_000_000 }, signature: 's' },
};

/**
 * A funnel context for unit tests (test data only): a fresh store, the given tenant and plugins
 * wired against core's points, and a fake client whose createOrder answers `createOrder`.
 */
export function funnelContextFixture(options: {
  readonly tenant: Tenant;
  readonly plugins?: readonly Plugin[];
  readonly createOrder?: (request: OrderRequest) => Promise<CreateOrderResponse>;
}): { readonly context: FunnelContext; readonly record: FunnelContextRecord } {
  const record: FunnelContextRecord = { orders: [], navigations: [], events: [] };
  const createOrder = options.createOrder ?? (async () => ({ orderNumbers: ['SZ-1'] }));
  const api = {
    createOrder: (request: OrderRequest) => {
      record.orders.push(request);
      return createOrder(request);
    },
  } as Partial<ApiClient> as ApiClient;
  const context: FunnelContext = {
    tenant: options.tenant,
    store: createFunnelStore(),
    api,
    // A fixture wires the plugins a test names, without the ones they require.
    plugins: wirePlugins(options.plugins ?? [], coreExtensionPoints, { checkRequires: false }),
    navigate: (target) => record.navigations.push(target),
    track: (event) => record.events.push(event),
    // Tests pass partial tenants; one without texts still gets core's and the plugins' namespaces.
    i18n: createI18n(options.tenant.texts ?? ({} as TenantTexts), (options.plugins ?? []).flatMap((plugin) => plugin.texts ?? [])),
  };
  return { context, record };
}
