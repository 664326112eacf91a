import type { i18n } from 'i18next';
import type { ApiClient } from '../api/createApiClient.ts';
import type { PluginRegistry } from '../plugin/wirePlugins.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import type { TrackingEvent } from '../tracking/TrackingEvent.ts';
import type { FunnelStore } from './FunnelStore.ts';
import type { RouteName } from './RouteName.ts';

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
