import { createRoot } from 'react-dom/client';
import type { Tenant } from '../tenant/defineTenant.ts';
import type { TenantRegistry } from '../tenant/TenantRegistry.ts';

/** How the bundle finds its tenant: fixed (per-tenant bundle) or resolved from the host (multi-tenant bundle). */
export type MountOptions =
  | { readonly kind: 'single'; readonly tenant: Tenant }
  | { readonly kind: 'multi'; readonly registry: TenantRegistry };

/** Mounts the checkout into `#root`. */
export function mountApp(options: MountOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('aboflow: the page has no #root element to mount into.');
  createRoot(root).render(<h1>{options.kind === 'single' ? options.tenant.name : 'aboflow'}</h1>);
}
