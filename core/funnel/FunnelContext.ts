import type { i18n } from 'i18next';
import type { ApiClient } from '../api/createApiClient.ts';
import type { PluginRegistry } from '../plugin/wirePlugins.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import type { TrackingEvent } from '../tracking/TrackingEvent.ts';
import type { FunnelStore } from './FunnelStore.ts';
import type { RouteName } from './routeTable.ts';
import type { CampaignBonus } from '../api/entities/campaignBonus.ts';

/** Where the funnel can send the reader. */
export type NavigationTarget =
  | { readonly route: Exclude<RouteName, 'ErrorPage'> }
  | { readonly route: 'ErrorPage'; readonly type: 'server' | 'productunavailable' | 'trialexpired' };

/** What core hands every extension-point contribution: the tenant, the state, the services, navigation and texts. */
export interface FunnelContext {
  readonly tenant: Tenant;
  readonly store: FunnelStore;
  readonly api: ApiClient;
  readonly plugins: PluginRegistry;
  readonly navigate: (target: NavigationTarget) => void;
  readonly track: (event: TrackingEvent) => void;
  /** The tenant's i18n instance (core's, the tenant's and the plugins' namespaces), for texts outside React (`translate`). */
  readonly i18n: i18n;
}

/** Whether the reader is logged in, by the login check or the form data. */
export function isLoggedIn(context: FunnelContext): boolean {
  return context.store.login.value.status === 'loggedIn' || context.store.formData.value?.loggedIn === true;
}

/**
 * The campaign bonuses in the reader's bonus cart. Without a cart (bonus plugin not enabled, or
 * nothing chosen yet) the fixed bonuses count, as they are in the cart automatically (funnel.md
 * section 4 "Bonus cart"). Cash bonus, loyalty number and lwl payout read the cart through this.
 */
export function chosenBonuses(context: FunnelContext): readonly CampaignBonus[] {
  const entries = context.store.formData.value?.salesCampaign.bonuses ?? [];
  const cart = context.store.bonusCart.value;
  if (!cart) return entries.filter((entry) => entry.fixedBonus);
  const chosen = new Set(cart);
  return entries.filter((entry) => chosen.has(entry.bonus.materialNumber));
}
