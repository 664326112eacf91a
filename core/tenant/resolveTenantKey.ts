import type { TenantRegistry } from './TenantRegistry.ts';

/**
 * Finds the tenant for this page (platform.md section 4): the host in the tenant list first,
 * then the `tenant` query parameter, then the tenant remembered in the entry cookie.
 * Returns undefined for "Unsupported Tenant".
 */
export function resolveTenantKey(
  registry: TenantRegistry,
  location: { readonly host: string; readonly search: string },
  rememberedKey?: string,
): string | undefined {
  const host = location.host.toLowerCase();
  const hostName = host.replace(/:\d+$/, '');
  const byHost = registry.find((entry) => entry.hosts.includes(host) || entry.hosts.includes(hostName));
  if (byHost) return byHost.key;
  const fromQuery = new URLSearchParams(location.search).get('tenant')?.trim().toLowerCase();
  if (fromQuery) return registry.some((entry) => entry.key === fromQuery) ? fromQuery : undefined;
  if (rememberedKey && registry.some((entry) => entry.key === rememberedKey)) return rememberedKey;
  return undefined;
}
