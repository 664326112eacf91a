import type { Tenant } from '../tenant/defineTenant.ts';

/** Loads the consent script from the configured host plus the tenant's consent layer script (platform.md section 2). */
export function loadConsentScripts(tenant: Tenant, documentRef: Document = document): void {
  const host = tenant.consent.host.replace(/\/$/, '');
  for (const file of ['consent.js', tenant.consent.tenantLayerScript]) {
    const src = `${host}/${file.replace(/^\//, '')}`;
    if (documentRef.querySelector(`script[src="${CSS.escape(src)}"]`)) continue;
    const script = documentRef.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.consent = tenant.key;
    documentRef.head.append(script);
  }
}
