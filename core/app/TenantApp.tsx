import { useEffect, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { Tenant } from '../tenant/defineTenant.ts';
import { loadConfiguration } from '../funnel/loadConfiguration.ts';
import { ConfigurationErrorPage } from '../pages/ConfigurationErrorPage.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { applyTenantDocument } from './applyTenantDocument.ts';
import type { FunnelRuntime } from './createFunnelRuntime.ts';
import { FunnelContextProvider } from './FunnelContextProvider.tsx';

/**
 * The checkout of one tenant: its runtime (or the error that kept it from being built), texts, theme and routes.
 * `ssrPath` is the path rendered when there is no browser: the Start page rendered at build time.
 */
export function TenantApp({
  tenant,
  runtime,
  ssrPath,
}: { readonly tenant: Tenant; readonly runtime: FunnelRuntime | Error; readonly ssrPath?: string }) {
  // Before the first paint: a paint in the neutral tokens, then the tenant's, would shift the whole page.
  useLayoutEffect(() => applyTenantDocument(tenant), [tenant]);
  // In a task of its own, not in the effects of the first commit (on Start already the form's registration of its fields).
  useEffect(() => {
    if (runtime instanceof Error) return;
    const timer = window.setTimeout(() => void loadConfiguration(runtime.context), 0);
    return () => window.clearTimeout(timer);
  }, [runtime]);

  if (runtime instanceof Error) {
    console.error(runtime);
    return <ConfigurationErrorPage />;
  }
  return (
    <I18nextProvider i18n={runtime.i18n}>
      <FunnelContextProvider value={runtime.context}>
        <Router ssrPath={ssrPath}>
          <AppRoutes />
        </Router>
      </FunnelContextProvider>
    </I18nextProvider>
  );
}
