import type { Tenant } from '../tenant/defineTenant.ts';
import { mergeBrandTokens } from '../theme/brandTokens.ts';
import type { ThemeTokens } from '../theme/defineTheme.ts';

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
  // The consent layer comes once the page has loaded and rendered: on a phone its scripts would compete with the
  // checkout's own, and its request to another origin would come before the page's largest paint.
  whenLoadedAndIdle(window, () => loadConsentScripts(tenant));
}

/**
 * Runs `task` once the page has loaded (the load event: its scripts and the chunks its route preloads are in), the
 * browser has been idle, has drawn its next frame, and is idle again. Idle time can come between the commit of a render
 * and the paint of its frame, such as the render that shows Start's offer: waiting for that frame keeps a request the
 * task starts behind the page's largest paint (docs/performance.md, "Compiled while they download"). A hidden tab draws
 * no frame, so there the task waits until the tab is shown.
 */
export function whenLoadedAndIdle(
  target: Pick<Window, 'addEventListener'> & { readonly document: Pick<Document, 'readyState'> },
  task: () => void,
): void {
  // The frame's callbacks run before it is drawn; the task after them runs once it is.
  const afterPaintAndIdle = () => whenIdle(() => requestAnimationFrame(() => setTimeout(() => whenIdle(task))));
  if (target.document.readyState === 'complete') afterPaintAndIdle();
  else target.addEventListener('load', afterPaintAndIdle, { once: true });
}

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), for work the first paint must not wait
 * for. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in globalThis) {
    const id = globalThis.requestIdleCallback(task, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(task, 1);
  return () => globalThis.clearTimeout(id);
}

/** Loads the consent script from the configured host plus the tenant's consent layer script (platform.md section 2). */
function loadConsentScripts(tenant: Tenant, documentRef: Document = document): void {
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

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The CSS custom properties of a theme: `--color-<token>`, `--font-body`, `--radius`, ... */
export function themeCustomProperties(tokens: ThemeTokens): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.colors)) properties[`--color-${kebab(name)}`] = value;
  properties['--font-body'] = tokens.fonts.body;
  properties['--font-heading'] = tokens.fonts.heading;
  properties['--radius'] = tokens.radius;
  properties['--spacing'] = tokens.spacing;
  properties['--max-content-width'] = tokens.maxContentWidth;
  return properties;
}
