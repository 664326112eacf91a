import type { ApiClient } from '../api/createApiClient.ts';
import type { FormData } from '../api/entities/formData.ts';
import type { SalesCampaign } from '../api/entities/salesCampaign.ts';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import { createFunnelStore } from '../funnel/createFunnelStore.ts';
import type { FunnelContext, NavigationTarget } from '../funnel/FunnelContext.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import type { Tenant, TenantTexts } from '../tenant/defineTenant.ts';
import type { TrackingEvent } from '../tracking/TrackingEvent.ts';
import type { Plugin } from './definePlugin.ts';
import { wirePlugins, type PluginRegistry } from './wirePlugins.ts';

/** What {@link mountPlugin} returns: the wiring, a live context and what the plugin did through it. */
export interface MountedPlugin {
  readonly registry: PluginRegistry;
  readonly context: FunnelContext;
  /** Every `context.navigate` call, in order. */
  readonly navigations: NavigationTarget[];
  /** Every `context.track` call, in order. */
  readonly tracked: TrackingEvent[];
  /** Sets the initial form data with this campaign (the rest of the form data as `mountPlugin` made it). */
  readonly useCampaign: (campaign: Partial<SalesCampaign>) => void;
  /** Stores a form section's values as the order form keeps them (`orderFormValues.plugins[sectionId]`). */
  readonly setSectionValues: (sectionId: string, values: Record<string, unknown>) => void;
}

/** Options of {@link mountPlugin}. */
export interface MountPluginOptions {
  /** Campaign fields over a plain digital campaign without features. */
  readonly campaign?: Partial<SalesCampaign>;
  /** Form-data fields over the defaults (no customer, country DE, no saved payment). */
  readonly formData?: Partial<Omit<FormData, 'salesCampaign'>>;
  /** Calls the test fakes; every call not given rejects, naming the call. */
  readonly api?: Partial<ApiClient>;
  /** Tenant fields over a minimal tenant (key 'test', no region). */
  readonly tenant?: Partial<Tenant>;
}

// The feature flags of the contract stay unset: each plugin's tests set its own.
const plainCampaign: SalesCampaign = {
  salesCampaignId: 'TEST-DIGITAL',
  name: 'Test-Abo',
  printProductType: 'D',
  withCosts: true,
  timeLimitSelectable: false,
  numberOfBonuses: 0,
  bonuses: [],
  ageLimit: null,
};

function fakeApi(calls: Partial<ApiClient>): ApiClient {
  return new Proxy(calls as ApiClient, {
    get(target, name: string) {
      const given = target[name as keyof ApiClient];
      if (given) return given;
      return () => Promise.reject(new Error(`mountPlugin: api.${name} was called but the test did not fake it`));
    },
  });
}

function minimalTenant(overrides: Partial<Tenant>): Tenant {
  const flags = {
    region: false,
    advertisingConsent: true,
    earliestStartDateOffsetForPrintInDays: 10,
    orderWithoutAddressCustomizable: true,
    dayPassPrefixes: [],
  };
  // Only the fields plugins read are real; a test that needs more passes them.
  return { key: 'test', name: 'Test', hosts: ['test.localhost'], plugins: [], backLink: 'https://example.org/', flags, ...overrides } as unknown as Tenant;
}

/**
 * Mounts one plugin against core without a tenant: wires `[plugin]` against every core extension
 * point (so a wrong shape or bad options fail here as they would in a tenant) and returns the
 * registry plus a FunnelContext on a fresh `createFunnelStore()`, a fake api and a minimal tenant.
 * For plugin unit tests.
 */
export function mountPlugin(plugin: Plugin, options: MountPluginOptions = {}): MountedPlugin {
  const registry = wirePlugins([plugin], coreExtensionPoints, { checkRequires: false });
  const store = createFunnelStore();
  const navigations: NavigationTarget[] = [];
  const tracked: TrackingEvent[] = [];
  const baseFormData: Omit<FormData, 'salesCampaign'> = {
    gpNr: null,
    addresses: { privateAddress: null, businessAddress: null, deliveryAddress: null, invoiceAddress: null },
    paymentMethodKeys: ['Q', 'P', '7', 'Y'],
    countries: { DE: 'Deutschland' },
    token: { content: { random: 'test', expirationTimestamp: 0 }, signature: 'test' },
    ...options.formData,
  };
  const useCampaign = (campaign: Partial<SalesCampaign>) => {
    store.formData.value = { ...baseFormData, salesCampaign: { ...plainCampaign, ...campaign } };
  };
  useCampaign(options.campaign ?? {});
  const tenant = minimalTenant(options.tenant ?? {});
  const context: FunnelContext = {
    tenant,
    store,
    api: fakeApi(options.api ?? {}),
    plugins: registry,
    navigate: (target) => {
      navigations.push(target);
    },
    track: (event) => {
      tracked.push(event);
    },
    i18n: createI18n(tenant.texts ?? ({} as TenantTexts), plugin.texts ?? []),
  };
  const setSectionValues = (sectionId: string, values: Record<string, unknown>) => {
    const current = store.orderFormValues.value ?? emptyOrderFormValues({ countries: Object.keys(baseFormData.countries) });
    store.orderFormValues.value = { ...current, plugins: { ...current.plugins, [sectionId]: values } };
  };
  return { registry, context, navigations, tracked, useCampaign, setSectionValues };
}
