import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** What the sandbox takes from a tenant package to generate its campaigns. */
export interface TenantProfile {
  readonly key: string;
  /** The brand name readers know, e.g. 'Nordwest-Zeitung'. */
  readonly name: string;
  /** The enabled plugins: id and the options the tenant gave them. */
  readonly plugins: ReadonlyArray<{ readonly id: string; readonly options: Readonly<Record<string, unknown>> }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads the profile of a loaded tenant package's default export, leniently: the tenant check judges the
 * package, the sandbox only needs a name and the plugin ids, so a missing name falls back to the key.
 */
export function tenantProfileOf(key: string, tenant: unknown): TenantProfile {
  const record = isRecord(tenant) ? tenant : {};
  const name = typeof record.name === 'string' && record.name.trim() !== '' ? record.name : key.toUpperCase();
  const plugins = (Array.isArray(record.plugins) ? record.plugins : [])
    .filter(isRecord)
    .filter((plugin) => typeof plugin.id === 'string')
    .map((plugin) => ({ id: plugin.id as string, options: isRecord(plugin.options) ? plugin.options : {} }));
  return { key, name, plugins };
}

/**
 * The tenants whose sandbox data is written by hand (platform.md section 1): their campaign codes are
 * what the tests and sandbox/README.md name. Every other tenant package gets generated campaigns.
 */
export const seededTenantKeys: readonly string[] = ['sz', 'stz', 'stn', 'kwz', 'maz', 'lkz', 'ez', 'cz', 'kbb', 'swb', 'lz'];
