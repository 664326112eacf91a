import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { readEntryParams } from '../funnel/readEntryParams.ts';
import { routePath } from '../funnel/routeTable.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import { assembleFunnelRuntime } from './createFunnelRuntime.ts';
import { TenantApp } from './TenantApp.tsx';

/**
 * Every Suspense boundary inline in the markup. By default React writes a boundary larger than about 12 kB (the print
 * order form) as a fallback plus a hidden segment that an inline script moves into place, which the page's CSP refuses:
 * the form then stayed hidden.
 */
export const wholePage = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/**
 * The tenant's Start route as HTML, rendered at build time from the app's own components: header, progress bar,
 * the page's skeleton and footer, as the page renders them before any answer of the server. It fits every campaign
 * and every entry of the tenant, because nothing of a campaign is in it; the page hydrates it (`mountApp`).
 */
export function renderStartPage(tenant: Tenant): string {
  const served = servedTenant(tenant);
  const runtime = assembleFunnelRuntime(served, readEntryParams(''), () => undefined);
  return renderToString(<TenantApp tenant={served} runtime={runtime} ssrPath={routePath('Start')} />);
}

/**
 * The payment page's frame as HTML, rendered at build time like Start: header, progress bar at "Zahlung", the page's
 * heading and intro, skeletons for the offer summary and the form, footer (`PrerenderedFrame`). It fits every order of the
 * tenant. Rendered with React's static prerender, which waits for the page's code and texts (lazy chunks) to load.
 */
export async function renderPaymentFrame(tenant: Tenant): Promise<string> {
  const served = servedTenant(tenant);
  const runtime = assembleFunnelRuntime(served, readEntryParams(''), () => undefined);
  const { prelude } = await prerenderToNodeStream(
    <TenantApp tenant={served} runtime={runtime} ssrPath={routePath('PaymentPage')} />,
    wholePage,
  );
  return text(prelude);
}

/** The tenant's favicon as the bundle serves it, for the head of its `index.html`. */
export function servedFavicon(tenant: Tenant): string {
  return servedPath(tenant.favicon);
}

/** The tenant with its asset URLs as the bundle serves them: built for Node, they are file URLs (`new URL(…, import.meta.url)`). */
export function servedTenant(tenant: Tenant): Tenant {
  return { ...tenant, header: { ...tenant.header, logo: servedPath(tenant.header.logo) }, favicon: servedPath(tenant.favicon) };
}

function servedPath(url: string): string {
  return url.startsWith('file:///') ? url.slice('file://'.length) : url;
}
