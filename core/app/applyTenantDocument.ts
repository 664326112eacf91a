import type { Tenant } from '../tenant/defineTenant.ts';
import { loadConsentScripts } from '../shell/loadConsentScripts.ts';
import { mergeBrandTokens } from '../theme/brandTokens.ts';
import { themeCustomProperties } from '../theme/themeCustomProperties.ts';
import { whenIdle } from '../ui/whenIdle.ts';

/** Sets what the tenant decides outside the React tree: title, favicon, theme tokens, consent scripts (once the browser is idle). */
export function applyTenantDocument(tenant: Tenant): void {
  document.documentElement.lang = 'de';
  document.title = tenant.pageTitle;
  let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = tenant.favicon;
  for (const [name, value] of Object.entries(themeCustomProperties(mergeBrandTokens(tenant.theme.tokens, tenant.brand)))) {
    document.documentElement.style.setProperty(name, value);
  }
  document.documentElement.dataset.tenant = tenant.key;
  document.documentElement.dataset.theme = tenant.theme.name;
  // The consent layer comes after the page's first paint: on a phone its scripts would compete with the checkout's own.
  whenIdle(() => loadConsentScripts(tenant));
}
