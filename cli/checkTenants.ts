import { checkTenant, checkTenantPageTexts, type TenantProblem } from '../core/tenant/checkTenant.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { loadKnownExtensionPoints } from './loadKnownExtensionPoints.ts';
import { loadTenant } from './loadTenant.ts';

/** The outcome of checking tenant packages: the valid tenants and every problem found. */
export interface TenantCheckResult {
  readonly tenants: readonly Tenant[];
  readonly problems: readonly TenantProblem[];
}

/** Loads and checks each tenant package; a package that does not load counts as a problem of that tenant. */
export async function checkTenants(projectRoot: string, tenantsRoot: string, keys: readonly string[]): Promise<TenantCheckResult> {
  const knownPoints = await loadKnownExtensionPoints(projectRoot);
  const tenants: Tenant[] = [];
  const problems: TenantProblem[] = [];
  for (const key of keys) {
    let candidate: unknown;
    try {
      candidate = await loadTenant(tenantsRoot, key);
    } catch (error) {
      problems.push({ tenant: key, field: '(package)', message: (error as Error).message, fix: 'make tenant.ts load and export the tenant' });
      continue;
    }
    const checked = checkTenant(candidate, knownPoints, key);
    const found = checked.length === 0 ? await checkTenantPageTexts(candidate as Tenant) : checked;
    if (found.length === 0) tenants.push(candidate as Tenant);
    problems.push(...found);
  }
  return { tenants, problems };
}
