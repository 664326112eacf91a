import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const loaded = new Map<string, Promise<ReadonlySet<string>>>();

async function importPluginIds(file: string): Promise<ReadonlySet<string>> {
  const module = (await import(pathToFileURL(file).href)) as { default?: { plugins?: readonly { id?: unknown }[] } };
  return new Set((module.default?.plugins ?? []).map((plugin) => String(plugin.id)));
}

/**
 * The ids of the plugins a tenant package enables (`plugins` of `defineTenant`): a call that only a plugin's tenants
 * offer is refused for the others. Imported on first use, once per process; a package that does not load enables none.
 */
export function tenantPluginIds(tenantsRoot: string, key: string): Promise<ReadonlySet<string>> {
  const file = join(tenantsRoot, key, 'tenant.ts');
  let ids = loaded.get(file);
  if (!ids) {
    ids = importPluginIds(file).catch((error: unknown) => {
      console.warn(`sandbox: the plugins of tenants/${key}/tenant.ts could not be read: ${(error as Error).message}`);
      return new Set<string>();
    });
    loaded.set(file, ids);
  }
  return ids;
}
