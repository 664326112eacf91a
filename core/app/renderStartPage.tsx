import { renderToString } from 'react-dom/server';
import { readEntryParams } from '../funnel/readEntryParams.ts';
import { routePath } from '../funnel/routeTable.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import { assembleFunnelRuntime } from './createFunnelRuntime.ts';
import { TenantApp } from './TenantApp.tsx';

/**
 * The tenant's Start route as HTML, rendered at build time from the app's own components: header, progress bar,
 * the page's skeleton and footer, as the page renders them before any answer of the server. It fits every campaign
 * and every entry of the tenant, because nothing of a campaign is in it; the page hydrates it (`mountApp`).
 */
export function renderStartPage(tenant: Tenant): string {
  // Built for Node, the tenant's asset URLs (`new URL(…, import.meta.url)`) are file URLs of the served paths.
  const served = { ...tenant, header: { ...tenant.header, logo: servedPath(tenant.header.logo) }, favicon: servedPath(tenant.favicon) };
  const runtime = assembleFunnelRuntime(served, readEntryParams(''), () => undefined);
  return renderToString(<TenantApp tenant={served} runtime={runtime} ssrPath={routePath('Start')} />);
}

function servedPath(url: string): string {
  return url.startsWith('file:///') ? url.slice('file://'.length) : url;
}
