import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { entryCookie } from '../funnel/entryCookie.ts';
import { ConfigurationErrorPage } from '../pages/ConfigurationErrorPage.tsx';
import type { Tenant } from '../tenant/defineTenant.ts';
import { resolveTenantKey } from '../tenant/resolveTenantKey.ts';
import type { TenantRegistry } from '../tenant/resolveTenantKey.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import { routePath } from '../funnel/routeTable.ts';
import { beginStartLoad } from '../funnel/startLoad.ts';
import { loadPageTexts } from '../i18n/loadPageTexts.ts';
import { hasKeptToken } from '../persistence/paymentSessionStorage.ts';
import { resumeSavedOrder } from '../persistence/resumeSavedOrder.ts';
import { appVersion } from './appVersion.ts';
import { createFunnelRuntime, type FunnelRuntime } from './createFunnelRuntime.ts';
import { TenantApp } from './TenantApp.tsx';
import '../shell/base.css';

/** The pages that restore a saved order when the tab has one (`ResumeSavedOrder` in AppRoutes). */
function restoresSavedOrder(path: string): boolean {
  const comparable = path.replace(/\/+$/, '');
  return comparable === routePath('PaymentPage') || comparable === routePath('VerificationPage');
}

/** How the bundle finds its tenant: fixed (per-tenant bundle) or resolved from the host (multi-tenant bundle). */
export type MountOptions =
  | { readonly kind: 'single'; readonly tenant: Tenant }
  | { readonly kind: 'multi'; readonly registry: TenantRegistry };

/**
 * Builds the tenant's runtime and renders it. On the Start route the initial load and the start steps' code begin
 * before React renders: the page's answers (requested while its HTML was parsed) and its preloaded chunks are then
 * usually there when Start renders for the first time, so its first paint is the form, not a skeleton.
 */
function launch(root: Root, tenant: Tenant): void {
  let runtime: FunnelRuntime | Error;
  try {
    runtime = createFunnelRuntime(tenant);
  } catch (error) {
    runtime = error as Error;
  }
  const path = window.location.pathname;
  if (!(runtime instanceof Error) && path === routePath('Start')) {
    beginStartLoad(runtime.context);
    for (const step of runtime.context.plugins.get(startSteps)) void step.preload?.();
  } else if (!(runtime instanceof Error) && restoresSavedOrder(path) && hasKeptToken()) {
    // A payment or check page opened afresh (a reload, the way back from a provider) restores its order and needs the
    // later pages' texts: both begin now, beside the page's own chunks, not one after the other once it has rendered.
    void resumeSavedOrder(runtime.context).catch(() => undefined);
    void loadPageTexts(runtime.i18n, tenant.pageTexts).catch(() => undefined);
  }
  const ready = runtime;
  // A transition renders in slices that yield to the browser: no long task blocks input while the app starts.
  startTransition(() => root.render(<TenantApp tenant={tenant} runtime={ready} />));
}

/** Mounts the checkout into `#root`. */
export function mountApp(options: MountOptions): void {
  const element = document.getElementById('root');
  if (!element) throw new Error('aboflow: the page has no #root element to mount into.');
  document.documentElement.lang = 'de';
  console.info(`aboflow ${appVersion}`);
  // When the app starts: the early requests of the page (cli/renderEarlyRequestsScript.ts) are older.
  performance.mark('aboflow:mount');
  const root = createRoot(element);
  if (options.kind === 'single') {
    // A task of its own: the runtime's start would otherwise lengthen the entry script's evaluation into one long task
    // that blocks input (a phone's total blocking time); the page's early requests are already out meanwhile.
    const { tenant } = options;
    setTimeout(() => launch(root, tenant), 0);
    return;
  }
  const key = resolveTenantKey(options.registry, window.location, entryCookie.read(document.cookie).tenant);
  const entry = options.registry.find((candidate) => candidate.key === key);
  if (!entry) {
    const publishers = options.registry.flatMap((tenant) =>
      tenant.name && tenant.offersUrl && /^https?:\/\//.test(tenant.offersUrl) ? [{ name: tenant.name, url: tenant.offersUrl }] : [],
    ).sort((a, b) => a.name.localeCompare(b.name, 'de'));
    // Only an unknown tenant needs this page: loaded on demand, it stays out of every tenant's first load.
    void import('../pages/UnsupportedTenantPage.tsx').then(({ UnsupportedTenantPage }) => root.render(<UnsupportedTenantPage publishers={publishers} />));
    return;
  }
  entry
    .load()
    .then((tenant) => launch(root, tenant))
    .catch((error: unknown) => {
      console.error(`aboflow: tenant "${entry.key}" could not be loaded`, error);
      root.render(<ConfigurationErrorPage />);
    });
}
