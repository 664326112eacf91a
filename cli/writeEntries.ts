import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { allTenantsName } from './allTenantsName.ts';
import { relativeImport } from './relativeImport.ts';
import { renderAllTenantsEntry } from './renderAllTenantsEntry.ts';
import { renderTenantEntry } from './renderTenantEntry.ts';
import { tenantModulePath } from './tenantModulePath.ts';

/**
 * Writes `<entriesDir>/<key>.ts` for each tenant and `<entriesDir>/_all.ts` for the multi-tenant bundle,
 * removes entries of tenants that no longer exist, and returns the entry file of each bundle name.
 */
export function writeEntries(options: {
  readonly projectRoot: string;
  readonly tenantsRoot: string;
  readonly entriesDir: string;
  readonly tenants: readonly (Pick<Tenant, 'key' | 'hosts'> & Partial<Pick<Tenant, 'name' | 'otherOffersUrl'>>)[];
}): Record<string, string> {
  const { projectRoot, tenantsRoot, entriesDir, tenants } = options;
  mkdirSync(entriesDir, { recursive: true });
  const mountAppImport = relativeImport(entriesDir, join(projectRoot, 'core', 'app', 'mountApp.tsx'));
  const registryTypeImport = relativeImport(entriesDir, join(projectRoot, 'core', 'tenant', 'TenantRegistry.ts'));
  const files: Record<string, string> = {};
  for (const tenant of tenants) {
    const file = join(entriesDir, `${tenant.key}.ts`);
    writeFileSync(file, renderTenantEntry(relativeImport(entriesDir, tenantModulePath(tenantsRoot, tenant.key)), mountAppImport));
    files[tenant.key] = file;
  }
  const items = tenants.map((t) => ({ key: t.key, hosts: t.hosts, name: t.name, offersUrl: t.otherOffersUrl, tenantImport: relativeImport(entriesDir, tenantModulePath(tenantsRoot, t.key)) }));
  const allFile = join(entriesDir, `${allTenantsName}.ts`);
  writeFileSync(allFile, renderAllTenantsEntry(items, mountAppImport, registryTypeImport));
  files[allTenantsName] = allFile;
  for (const name of readdirSync(entriesDir)) {
    if (name.endsWith('.ts') && !(name.slice(0, -3) in files)) rmSync(join(entriesDir, name));
  }
  return files;
}
