/** What decides which hosts a reader may leave for: the tenant's own site (its back link) and its checkout hosts. */
export interface ExitHosts {
  /** The tenant's home page; its domain (the last two labels of its host) and every subdomain of it count as the tenant's own. */
  readonly backLink: string;
  /** The checkout's configured hosts (tenant.hosts, host names with optional port). */
  readonly hosts: readonly string[];
}

/** The address as an http(s) URL resolved against `base`; undefined for any other scheme or an unreadable one. */
export function webUrl(value: string | null | undefined, base?: string): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The registrable domain of a host for the German publishers' `.de`/`.com` sites: its last two labels. */
function siteDomain(host: string): string {
  return host.split('.').slice(-2).join('.');
}

/**
 * An exit link taken from a query parameter or a server answer (sourceUrl, a service ticket or
 * back link), checked before use: only http(s), and only to the tenant's own domain or a subdomain
 * of it, one of its configured hosts or the page's own origin. Answers the resolved address (a
 * path for the own origin), or
 * undefined for anything else (`javascript:`, foreign hosts, user-info tricks): the caller then
 * uses the tenant's back link.
 */
export function safeExitUrl(value: string | null | undefined, tenant: ExitHosts, pageOrigin?: string): string | undefined {
  const url = webUrl(value, pageOrigin);
  if (!url || url.username || url.password) return undefined;
  // A page of the own origin stays a path, as the server named it.
  if (pageOrigin !== undefined && url.origin === new URL(pageOrigin).origin) return `${url.pathname}${url.search}${url.hash}`;
  const own = webUrl(tenant.backLink);
  const host = url.hostname.toLowerCase();
  const domain = own ? siteDomain(own.hostname.toLowerCase()) : undefined;
  const ownSite = domain?.includes('.') === true && (host === domain || host.endsWith(`.${domain}`));
  const configured = tenant.hosts.includes(url.host.toLowerCase()) || tenant.hosts.includes(host);
  return ownSite || configured ? url.href : undefined;
}

/** Where leaving the checkout goes: the checked `sourceUrl` ({@link safeExitUrl}, against the page's origin), else the tenant's back link. */
export function exitLink(sourceUrl: string | undefined, tenant: ExitHosts): string {
  return safeExitUrl(sourceUrl, tenant, globalThis.location?.origin) ?? tenant.backLink;
}
