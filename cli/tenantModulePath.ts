import { join } from 'node:path';

/** The file of a tenant package: `<tenantsRoot>/<key>/tenant.ts`. */
export function tenantModulePath(tenantsRoot: string, key: string): string {
  return join(tenantsRoot, key, 'tenant.ts');
}
