import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

/**
 * Imports a tenant package in Node and returns its default export, unchecked (`checkTenant` judges it).
 * Throws with the file name when the package is missing or does not load.
 */
export async function loadTenant(tenantsRoot: string, key: string): Promise<unknown> {
  const file = tenantModulePath(tenantsRoot, key);
  if (!existsSync(file)) throw new Error(`${file} does not exist. Create it with "node cli/aboflow.mjs tenant new ${key} --name ...".`);
  let module: { default?: unknown };
  try {
    module = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (error) {
    throw new Error(`${file} does not load: ${(error as Error).message}`, { cause: error });
  }
  if (module.default === undefined) {
    throw new Error(`${file} has no default export. End it with "export default defineTenant({ ... });".`);
  }
  return module.default;
}

/** The file of a tenant package: `<tenantsRoot>/<key>/tenant.ts`. */
export function tenantModulePath(tenantsRoot: string, key: string): string {
  return join(tenantsRoot, key, 'tenant.ts');
}
