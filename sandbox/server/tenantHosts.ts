import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const loaded = new Map<string, Promise<readonly string[]>>();

async function importHosts(file: string): Promise<readonly string[]> {
  const module = (await import(pathToFileURL(file).href)) as { default?: { hosts?: unknown } };
  const hosts = module.default?.hosts;
  if (!Array.isArray(hosts) || !hosts.every((host) => typeof host === 'string')) throw new Error(`${file} declares no hosts list`);
  return hosts.map((host) => host.toLowerCase());
}

/**
 * The hosts a tenant package declares (`hosts` of `defineTenant`, lower case, a port kept where one is given): where
 * the tenant's bundle is served, so where a payment provider may send its readers back. The package is imported on
 * first use, once per process (importing all eleven at start would cost the sandbox seconds it rarely needs); a
 * package that does not load has no hosts.
 */
export function tenantHosts(tenantsRoot: string, key: string): Promise<readonly string[]> {
  const file = join(tenantsRoot, key, 'tenant.ts');
  let hosts = loaded.get(file);
  if (!hosts) {
    hosts = importHosts(file).catch((error: unknown) => {
      console.warn(`sandbox: the hosts of tenants/${key}/tenant.ts could not be read: ${(error as Error).message}`);
      return [];
    });
    loaded.set(file, hosts);
  }
  return hosts;
}
