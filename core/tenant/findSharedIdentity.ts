import { isPlaceholder } from './placeholders.ts';
import type { TenantProblem } from './TenantProblem.ts';

/** What the cross-tenant check reads of a tenant. */
export interface TenantIdentity {
  readonly key: string;
  readonly hosts: readonly string[];
  readonly trackingContainerId: string;
}

/**
 * Hosts and tracking container ids used by more than one tenant: in the multi-tenant bundle a shared host
 * would serve one publisher's readers another's checkout, a shared container mixes their statistics.
 * One problem per tenant of `checked` that shares, naming the other tenants.
 */
export function findSharedIdentity(checked: readonly string[], all: readonly TenantIdentity[]): TenantProblem[] {
  const problems: TenantProblem[] = [];
  for (const tenant of all.filter((candidate) => checked.includes(candidate.key))) {
    const others = all.filter((other) => other.key !== tenant.key);
    tenant.hosts.forEach((host, index) => {
      const sharing = others.filter((other) => other.hosts.some((h) => h.toLowerCase() === host.toLowerCase())).map((other) => other.key);
      if (sharing.length === 0) return;
      problems.push({
        tenant: tenant.key,
        field: `hosts.${index}`,
        level: 'error',
        message: `host "${host}" is also a host of tenant ${sharing.map((k) => `"${k}"`).join(', ')}`,
        fix: `give "${tenant.key}" its own host; each host may belong to one tenant only`,
      });
    });
    const sharingTracking = others.filter((other) => other.trackingContainerId === tenant.trackingContainerId).map((other) => other.key);
    // Two fresh tenants share the placeholder id; the placeholder check names that already.
    if (sharingTracking.length > 0 && !isPlaceholder(tenant.trackingContainerId)) {
      problems.push({
        tenant: tenant.key,
        field: 'trackingContainerId',
        level: 'error',
        message: `tracking container "${tenant.trackingContainerId}" is also used by tenant ${sharingTracking.map((k) => `"${k}"`).join(', ')}`,
        fix: `set "trackingContainerId" to the publisher's own container id`,
      });
    }
  }
  return problems;
}
