import type { TenantProfile } from './TenantProfile.ts';

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
