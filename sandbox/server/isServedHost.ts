import { isIP } from 'node:net';
import type { RequestOrigin } from './requestOrigin.ts';
import type { SandboxContext } from './SandboxContext.ts';
import { tenantHosts } from './tenantHosts.ts';

/** Whether the host name is this machine's or an address: no name a stranger's DNS could point here. */
function isLocalHostname(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  // An address in Host is the server itself, as the browser reached it (127.0.0.1, [::1], a LAN address for a phone).
  const address = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(address) !== 0;
}

/** Whether a tenant's declared host names the request's: by name, or with its port where the tenant gives one. */
function matchesTenantHost(origin: RequestOrigin, declared: string): boolean {
  return declared === origin.host || declared === origin.hostname;
}

/**
 * Whether the sandbox serves a request with this origin (sandbox/README.md, "Stored state, hosts and pages"): a
 * local name (`localhost`, `*.localhost`), an IP address, or a host one of the served tenants declares. Any other
 * name reached this server through someone's DNS (DNS rebinding), so its pages must not read the store. The
 * tenant packages are consulted only for a name that is not local.
 */
export async function isServedHost(context: Pick<SandboxContext, 'tenants' | 'tenantsRoot'>, origin: RequestOrigin): Promise<boolean> {
  if (origin.hostname === '') return false;
  if (isLocalHostname(origin.hostname)) return true;
  const declared = await Promise.all([...context.tenants].map((key) => tenantHosts(context.tenantsRoot, key)));
  return declared.some((hosts) => hosts.some((host) => matchesTenantHost(origin, host)));
}
