import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../../core/tenant/defineTenant.ts';

const tenantsRoot = join(import.meta.dirname, '..', '..', 'tenants');

/** The tenant keys under tenants/ (folders starting with '_' are shared code, not tenants). */
export const tenantKeys: readonly string[] = readdirSync(tenantsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();

/** Loads a tenant package the way the build does. */
export async function loadTenantPackage(key: string): Promise<Tenant> {
  const module = (await import(join(tenantsRoot, key, 'tenant.ts'))) as { default: Tenant };
  return module.default;
}
