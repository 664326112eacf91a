import type { Tenant } from '../core/tenant/defineTenant.ts';

/** The sources a bundle's page needs per CSP directive, besides its own origin. */
export interface PolicySources {
  readonly script: readonly string[];
  readonly style: readonly string[];
  readonly font: readonly string[];
  readonly img: readonly string[];
  readonly connect: readonly string[];
  readonly frame: readonly string[];
  readonly formAction: readonly string[];
  /** Hosts that may embed the checkout in a frame; none by default (`frame-ancestors 'none'`). */
  readonly frameAncestors: readonly string[];
}

/**
 * The origins of the payment providers a plugin sends the reader to (platform.md section 7): the
 * reader leaves for `absUrl` in the same window, but a provider's card check may run in its frame and
 * its 3-D Secure step may post back through a form, so both are allowed for tenants that enable it.
 */
export const paymentProviderOrigins: Readonly<Record<string, readonly string[]>> = {
  card: ['https://secure.pay1.de'],
  paypal: ['https://www.paypal.com'],
};

/** Where a Google Tag Manager container comes from: its script (the container id is a query parameter) and its beacons. */
const tagManager = { script: 'https://www.googletagmanager.com/gtm.js', origin: 'https://www.googletagmanager.com' } as const;

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The sources of one tenant's checkout page: its consent script and layer script (exact URLs) and the
 * consent host for the layer's styles, images, frames and calls; its tag-manager container; the payment
 * providers of the plugins it enables. The API is served on the own origin (`/api`), so it is `'self'`.
 */
export function tenantPolicySources(tenant: Tenant): PolicySources {
  const consentHost = tenant.consent.host.replace(/\/$/, '');
  const consentOrigin = originOf(consentHost);
  const consentScripts = ['consent.js', tenant.consent.tenantLayerScript].map((file) => `${consentHost}/${file.replace(/^\//, '')}`);
  const providers = tenant.plugins.flatMap((plugin) => paymentProviderOrigins[plugin.id] ?? []);
  return {
    script: [...consentScripts, tagManager.script],
    style: [consentOrigin],
    font: [],
    img: [consentOrigin, tagManager.origin],
    connect: [consentOrigin, tagManager.origin],
    frame: [consentOrigin, ...providers],
    formAction: providers,
    frameAncestors: [],
  };
}

/** The union of several tenants' sources, for the multi-tenant bundle that serves them all from one index.html. */
export function mergePolicySources(all: readonly PolicySources[]): PolicySources {
  const merge = (pick: (sources: PolicySources) => readonly string[]) => [...new Set(all.flatMap(pick))].sort();
  return {
    script: merge((s) => s.script),
    style: merge((s) => s.style),
    font: merge((s) => s.font),
    img: merge((s) => s.img),
    connect: merge((s) => s.connect),
    frame: merge((s) => s.frame),
    formAction: merge((s) => s.formAction),
    frameAncestors: merge((s) => s.frameAncestors),
  };
}

/**
 * The Content-Security-Policy header value: nothing by default, each kind of resource from the own
 * origin plus the listed sources, inline scripts only by their `'sha256-…'` hash (never `'unsafe-inline'`).
 * `inlineStyles` allows injected `<style>` elements: only the staff area (/internal) needs them.
 */
export function formatContentSecurityPolicy(
  sources: PolicySources,
  inlineScriptHashes: readonly string[],
  options: { readonly inlineStyles?: boolean } = {},
): string {
  const list = (...values: readonly string[]) => [...new Set(values)].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'none'"],
    ['script-src', list("'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...sources.script)],
    ['style-src', list("'self'", ...(options.inlineStyles ? ["'unsafe-inline'"] : []), ...sources.style)],
    ['font-src', list("'self'", ...sources.font)],
    // data: for bonus images the order service sends inline, blob: for the preview of an uploaded certificate.
    ['img-src', list("'self'", 'data:', 'blob:', ...sources.img)],
    ['connect-src', list("'self'", ...sources.connect)],
    ['frame-src', sources.frame.length > 0 ? list(...sources.frame) : "'none'"],
    ['manifest-src', "'self'"],
    ['form-action', list("'self'", ...sources.formAction)],
    ['frame-ancestors', sources.frameAncestors.length > 0 ? list(...sources.frameAncestors) : "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
