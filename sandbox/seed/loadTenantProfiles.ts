import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TenantProfile } from './TenantProfile.ts';
import { tenantProfileOf } from './tenantProfileOf.ts';

/**
 * Imports the tenant packages `keys` under `tenantsRoot` and reads their profiles. A package that does
 * not load is reported through `warn` and left out: the sandbox still serves its key, without campaigns.
 */
export async function loadTenantProfiles(
  tenantsRoot: string,
  keys: readonly string[],
  warn: (message: string) => void = (message) => console.warn(message),
): Promise<TenantProfile[]> {
  const profiles: TenantProfile[] = [];
  for (const key of keys) {
    const file = join(tenantsRoot, key, 'tenant.ts');
    try {
      const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
      profiles.push(tenantProfileOf(key, module.default));
    } catch (error) {
      warn(`sandbox: tenants/${key}/tenant.ts does not load, so it gets no campaigns (run "node cli/aboflow.ts tenant check ${key}"): ${(error as Error).message}`);
    }
  }
  return profiles;
}
