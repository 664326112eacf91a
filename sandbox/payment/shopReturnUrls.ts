import type { PaymentInitRequest } from '../../core/api/paymentService.ts';
import type { ApiRequest } from '../server/ApiRequest.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { tenantHosts } from '../server/tenantHosts.ts';

/** Where a provider may send a tenant's readers back: the tenant package's hosts, and in dev and test the shop's own origin. */
export interface ShopReturnOrigins {
  /** The tenant's declared hosts (lower case; an entry may carry a port). */
  readonly hosts: readonly string[];
  /** The origin the init call reached the server at; undefined in production, where only the tenant's hosts count. */
  readonly ownOrigin: string | undefined;
}

/** The return origins allowed for an init call of `request`'s tenant. */
export async function shopReturnOrigins(context: SandboxContext, request: Pick<ApiRequest, 'tenant' | 'origin'>): Promise<ShopReturnOrigins> {
  const hosts = await tenantHosts(context.tenantsRoot, request.tenant);
  const ownOrigin = context.mode === 'production' || request.origin.host === '' ? undefined : `${request.origin.protocol}//${request.origin.host}`;
  return { hosts, ownOrigin };
}

/** A host entry without a port stands for that host on any port; one with a port for that port only. */
function isTenantHost(origins: ShopReturnOrigins, host: string, hostname: string): boolean {
  return origins.hosts.includes(host) || origins.hosts.includes(hostname);
}

/** Whether a provider may send the reader to `value`: the own origin (dev, test), or https on one of the tenant's hosts; never credentials. */
function isShopReturnUrl(value: string, origins: ShopReturnOrigins): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (origins.ownOrigin !== undefined && url.origin === origins.ownOrigin) return true;
  return url.protocol === 'https:' && isTenantHost(origins, url.host, url.hostname);
}

/**
 * What is wrong with an init call's shop domain and return URLs (docs/security.md, "Security model"): the shop domain must be
 * one of the tenant's hosts (or, in dev and test, the host the call reached), and every return URL must lead there.
 * The request body is the browser's word; the tenant package is the server's. Answers one entry per bad field.
 */
export function shopReturnProblems(body: Pick<PaymentInitRequest, 'shopInfo' | 'returnUrls'>, origins: ShopReturnOrigins): { path: string; message: string }[] {
  const allowed = [...origins.hosts, ...(origins.ownOrigin ? [new URL(origins.ownOrigin).host] : [])];
  const expectation = `one of the tenant's hosts: ${allowed.join(', ') || 'none declared'}`;
  const problems: { path: string; message: string }[] = [];
  const domain = body.shopInfo.shopDomain.toLowerCase();
  const ownHostname = origins.ownOrigin ? new URL(origins.ownOrigin).hostname : undefined;
  if (!isTenantHost(origins, domain, domain) && domain !== ownHostname) problems.push({ path: 'shopInfo.shopDomain', message: expectation });
  for (const [name, url] of Object.entries(body.returnUrls)) {
    if (!isShopReturnUrl(url, origins)) problems.push({ path: `returnUrls.${name}`, message: `an address on ${expectation}` });
  }
  return problems;
}
