import type { i18n } from 'i18next';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { type ApiClientOptions, createApiClient } from '../api/createApiClient.ts';
import { trackingSinks } from '../extensionPoints/trackingSinks.ts';
import { createI18n } from '../i18n/createI18n.ts';
import { buildRegistry } from '../plugin/buildRegistry.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import { createFunnelStore } from '../funnel/createFunnelStore.ts';
import { entryCookie } from '../funnel/entryCookie.ts';
import type { FunnelContext, NavigationTarget } from '../funnel/FunnelContext.ts';
import type { EntryParams } from '../funnel/EntryParams.ts';
import { readEntryParams } from '../funnel/readEntryParams.ts';
import { rememberedRetryPath, routePath } from '../funnel/routeTable.ts';
import { paymentSession } from '../persistence/paymentSessionStorage.ts';
import { corePlugin } from './corePlugin.ts';

/** Everything one tenant's page needs: the funnel context and the i18n instance. */
export interface FunnelRuntime {
  readonly context: FunnelContext;
  readonly i18n: i18n;
}

function navigateTo(target: NavigationTarget): void {
  if (target.route !== 'ErrorPage') return browserNavigate(routePath(target.route));
  // The error page's retry returns to the step that failed: the history entry remembers its path.
  browserNavigate(routePath('ErrorPage', { type: target.type }), { state: { retryPath: retryPathOf(window.location.pathname) } });
}

/** The step an error page's retry returns to: the page the error left, or that page's own retry step. */
function retryPathOf(pathname: string): string | undefined {
  return pathname.includes('/error/') ? rememberedRetryPath(window.history.state) : pathname;
}

/**
 * Wires the tenant's plugins after core's own, reads and persists the entry parameters, and builds
 * the funnel context. The plugins were checked at build time (`aboflow build` runs the tenant check).
 */
export function createFunnelRuntime(tenant: Tenant): FunnelRuntime {
  const entry = readEntryParams(window.location.search, entryCookie.read(document.cookie));
  const secure = window.location.protocol === 'https:' || window.location.hostname.endsWith('localhost');
  document.cookie = entryCookie.serialize({ ...entry, tenant: tenant.key }, secure);
  return assembleFunnelRuntime(tenant, entry, navigateTo);
}

/**
 * The runtime without the browser: registry, store, API client, texts and tracking for the given entry
 * parameters. The page's runtime (`createFunnelRuntime`) and the Start page rendered at build time
 * (`renderStartPage`) are both built by it, so both render the same tree.
 */
export function assembleFunnelRuntime(
  tenant: Tenant,
  entry: EntryParams,
  navigate: (target: NavigationTarget) => void,
  apiOptions?: Partial<Omit<ApiClientOptions, 'tenantKey'>>,
): FunnelRuntime {
  // The build's tenant check wired these plugins already (wirePlugins); the page only builds the registry.
  const plugins = buildRegistry([corePlugin, ...tenant.plugins]);
  const store = createFunnelStore(entry);
  const api = createApiClient({
    tenantKey: tenant.key,
    getToken: () => store.formData.value?.token ?? paymentSession.readToken(),
    ...apiOptions,
  });
  const sinks = plugins.get(trackingSinks);
  // The plugins' eager text namespaces join the instance now; the others arrive with their lazy chunks.
  const texts = createI18n(tenant.texts, tenant.plugins.flatMap((plugin) => plugin.texts ?? []));
  const context: FunnelContext = {
    tenant,
    store,
    api,
    plugins,
    navigate,
    i18n: texts,
    track: (event) => {
      for (const sink of sinks) {
        try {
          sink.send(event);
        } catch (error) {
          // A broken tracking sink must never break the order.
          console.error(`Tracking sink "${sink.id}" failed`, error);
        }
      }
    },
  };
  return { context, i18n: texts };
}
