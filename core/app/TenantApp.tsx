import { useEffect, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { Tenant } from '../tenant/defineTenant.ts';
import { loadConfiguration } from '../funnel/loadConfiguration.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { applyTenantDocument } from './applyTenantDocument.ts';
import type { FunnelRuntime } from './createFunnelRuntime.ts';
import type { ReactNode } from 'react';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { reactFunnelContext } from './useFunnelContext.ts';
import { coreTexts } from '../i18n/coreTexts.ts';

/** The checkout of one tenant: its runtime (or the error that kept it from being built), texts, theme and routes. */
export function TenantApp({ tenant, runtime }: { readonly tenant: Tenant; readonly runtime: FunnelRuntime | Error }) {
  // Before the first paint: a paint in the neutral tokens, then the tenant's, would shift the whole page.
  useLayoutEffect(() => applyTenantDocument(tenant), [tenant]);
  useEffect(() => {
    if (!(runtime instanceof Error)) void loadConfiguration(runtime.context);
  }, [runtime]);

  if (runtime instanceof Error) {
    console.error(runtime);
    return <ConfigurationErrorPage />;
  }
  return (
    <I18nextProvider i18n={runtime.i18n}>
      <FunnelContextProvider value={runtime.context}>
        <Router>
          <AppRoutes />
        </Router>
      </FunnelContextProvider>
    </I18nextProvider>
  );
}

/** Makes the funnel context available to pages and plugin components. */
function FunnelContextProvider({ value, children }: { readonly value: FunnelContext; readonly children: ReactNode }) {
  return <reactFunnelContext.Provider value={value}>{children}</reactFunnelContext.Provider>;
}

/** Shown when a tenant's plugins cannot be wired at run time (the build check normally prevents it). */
export function ConfigurationErrorPage() {
  return (
    <main className="content" id="content">
      <h1>{coreTexts.configurationErrorTitle}</h1>
      <p>{coreTexts.configurationErrorText}</p>
    </main>
  );
}
