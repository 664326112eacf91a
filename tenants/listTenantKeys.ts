import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The keys of every tenant package under `tenantsRoot`: folders with a tenant.ts, except those starting with `_` or `.`. Sorted. */
export function listTenantKeys(tenantsRoot: string): string[] {
  if (!existsSync(tenantsRoot)) return [];
  return readdirSync(tenantsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[_.]/.test(entry.name))
    .filter((entry) => existsSync(join(tenantsRoot, entry.name, 'tenant.ts')))
    .map((entry) => entry.name)
    .sort();
}
