import { type ReactNode, startTransition, useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
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
import { answeredAttribute, type HeldInput, heldInputGlobal, inputHoldGlobal } from './answeredStart.ts';
import { appVersion } from './appVersion.ts';
import { preloadOfferSummary } from '../pages/summary/OfferSummary.tsx';
import { createFunnelRuntime, type FunnelRuntime } from './createFunnelRuntime.ts';
import type { replayHeldInput } from './replayHeldInput.ts';
import { TenantApp } from './TenantApp.tsx';
import '../shell/base.css';

/** The pages that restore a saved order when the tab has one (`ResumeSavedOrder` in AppRoutes). */
function restoresSavedOrder(path: string): boolean {
  const comparable = path.replace(/\/+$/, '');
  return comparable === routePath('PaymentPage') || comparable === routePath('VerificationPage');
}

/**
 * Calls `onHydrated` once its children have been committed for the first time (hydrated, or rendered): in the same
 * commit, before anything can render them again. What it returns runs once their effects have run too, in a microtask
 * of its own (outside React's commit).
 */
function WhenHydrated({ children, onHydrated }: { readonly children: ReactNode; readonly onHydrated: () => (() => void) | undefined }) {
  const afterEffects = useRef<(() => void) | undefined>(undefined);
  useLayoutEffect(() => {
    afterEffects.current = onHydrated();
  }, [onHydrated]);
  useEffect(() => {
    const run = afterEffects.current;
    afterEffects.current = undefined;
    if (run) queueMicrotask(run);
  }, []);
  return children;
}

/**
 * Ends the early-requests script's hold on the Start renderer's markup, and reads what the reader did in it meanwhile;
 * returns what hands it on (with `replay`, loaded beside the steps' code; without it, when its chunk failed, the hold
 * still ends).
 */
function releaseInput(replay: typeof replayHeldInput | undefined): (() => void) | undefined {
  const page = window as { [inputHoldGlobal]?: boolean; [heldInputGlobal]?: HeldInput };
  page[inputHoldGlobal] = false;
  const held = page[heldInputGlobal];
  page[heldInputGlobal] = undefined;
  return held && replay ? replay(held) : undefined;
}

/**
 * Hydrates Start rendered from the reader's answers (docs/performance.md, "Start rendered per reader"): the same
 * answers, handed over in the HTML, bring the store to the state it was rendered in before React hydrates it.
 */
function hydrateAnswered(element: HTMLElement, tenant: Tenant, runtime: FunnelRuntime): void {
  const { context } = runtime;
  // Then the parts the answers make shown (the offer summary's, the steps' own such as print's start date): hydrated
  // later, they would render the price answered meanwhile. (The answers are in the page: the initial load takes
  // microtasks, no network.)
  const loaded = beginStartLoad(context).then((result) => {
    const parts = [preloadOfferSummary(context), ...context.plugins.get(startSteps).map((step) => step.preload?.(context))];
    return Promise.all(parts.map((part) => part?.catch(() => undefined))).then(() => result);
  });
  // Only this page can have input to hand over: its code comes beside the steps', not with every page's first load
  // (a chunk name without a route's prefix, which the route preloads would fetch on every Start).
  const replay = import(/* webpackChunkName: "held-input" */ './replayHeldInput.ts').then(
    (module) => module.replayHeldInput,
    () => undefined,
  );
  // The steps' code first: the page then hydrates in one pass, and the reader's input is let through once it has.
  void Promise.all([loaded, replay]).then(([result, replayHeldInput]) => {
    const app = (
      <WhenHydrated onHydrated={() => releaseInput(replayHeldInput)}>
        <TenantApp tenant={tenant} runtime={runtime} />
      </WhenHydrated>
    );
    if (result === 'ready') return startTransition(() => void hydrateRoot(element, app));
    // The answers led elsewhere here after all (the tab's own state): that page renders in place of the markup.
    element.replaceChildren();
    startTransition(() => createRoot(element).render(app));
  });
}

/**
 * Builds the tenant's runtime and renders it. On the Start route the initial load and the start steps' code begin
 * before React renders: the page's answers (requested while its HTML was parsed) and its preloaded chunks are then
 * usually there when Start renders for the first time, so its first paint is the form, not a skeleton.
 *
 * A tenant bundle's HTML already holds the Start page and the payment page's frame as the build rendered them
 * (cli/startPages.ts): React hydrates that markup instead of painting anew. Its first render must be the build's, the
 * page before any answer, so Start's initial load and the payment page's restore then begin once the markup is React's.
 */
function launch(element: HTMLElement, tenant: Tenant, mounted?: Root): void {
  let runtime: FunnelRuntime | Error;
  try {
    runtime = createFunnelRuntime(tenant);
  } catch (error) {
    runtime = error as Error;
  }
  const path = window.location.pathname;
  // The build's page is there only on a path the HTML holds one for (Start, the payment page): elsewhere its guard emptied `#root`.
  const prerendered = mounted === undefined && !(runtime instanceof Error) && element.firstElementChild !== null;
  if (!(runtime instanceof Error) && path === routePath('Start')) {
    for (const step of runtime.context.plugins.get(startSteps)) void step.preload?.(runtime.context);
    if (prerendered && element.hasAttribute(answeredAttribute)) {
      // Start rendered from the reader's answers, in a task of its own after the runtime's: the initial load from the
      // handed-over answers (checked against their schemas, into the store) would lengthen this one into a long task.
      setTimeout(() => hydrateAnswered(element, tenant, runtime), 0);
      return;
    }
    if (!prerendered) void beginStartLoad(runtime.context);
  } else if (!(runtime instanceof Error) && restoresSavedOrder(path) && hasKeptToken()) {
    // A payment or check page opened afresh (a reload, the way back from a provider) restores its order and needs the
    // later pages' texts: both begin now, beside the page's own chunks, not one after the other once it has rendered.
    // The prerendered payment page restores its order once React has hydrated it (`ResumeSavedOrder`).
    if (!prerendered) void resumeSavedOrder(runtime.context).catch(() => undefined);
    void loadPageTexts(runtime.i18n, tenant.pageTexts).catch(() => undefined);
  }
  const app = <TenantApp tenant={tenant} runtime={runtime} />;
  if (prerendered) {
    // Hydration in a transition renders in slices too: at its default priority it would be one task the size of the page.
    startTransition(() => {
      hydrateRoot(element, app);
    });
    return;
  }
  const root = mounted ?? createRoot(element);
  // A transition renders in slices that yield to the browser: no long task blocks input while the app starts.
  startTransition(() => root.render(app));
}

/** The page's `#root`, once the app starts (the early requests of the page, cli/renderEarlyRequestsScript.ts, are older). */
function appRoot(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('aboflow: the page has no #root element to mount into.');
  document.documentElement.lang = 'de';
  console.info(`aboflow ${appVersion}`);
  performance.mark('aboflow:mount');
  return element;
}

/**
 * Mounts one tenant's checkout into `#root` (a tenant bundle). A function of its own, not a mode of
 * `mountTenantRegistry`: the host resolution the multi-tenant bundle needs stays out of every tenant bundle.
 */
export function mountTenant(tenant: Tenant): void {
  const element = appRoot();
  // A task of its own: the runtime's start would otherwise lengthen the entry script's evaluation into one long task
  // that blocks input (a phone's total blocking time); the page's early requests are already out meanwhile.
  setTimeout(() => launch(element, tenant), 0);
}

/** Mounts the checkout of the tenant the host (or the entry cookie) names into `#root` (the multi-tenant bundle). */
export function mountTenantRegistry(registry: TenantRegistry): void {
  const element = appRoot();
  const root = createRoot(element);
  const key = resolveTenantKey(registry, window.location, entryCookie.read(document.cookie).tenant);
  const entry = registry.find((candidate) => candidate.key === key);
  if (!entry) {
    const publishers = registry
      .flatMap((tenant) =>
        tenant.name && tenant.offersUrl && /^https?:\/\//.test(tenant.offersUrl) ? [{ name: tenant.name, url: tenant.offersUrl }] : [],
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
    // Only an unknown tenant needs this page: loaded on demand, it stays out of every tenant's first load.
    void import('../pages/UnsupportedTenantPage.tsx').then(({ UnsupportedTenantPage }) =>
      root.render(<UnsupportedTenantPage publishers={publishers} />),
    );
    return;
  }
  entry
    .load()
    .then((tenant) => launch(element, tenant, root))
    .catch((error: unknown) => {
      console.error(`aboflow: tenant "${entry.key}" could not be loaded`, error);
      root.render(<ConfigurationErrorPage />);
    });
}
