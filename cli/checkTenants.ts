import { checkTenant, checkTenantPageTexts, type TenantProblem } from '../core/tenant/checkTenant.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { findPlaceholders } from '../core/tenant/placeholders.ts';
import { findSharedIdentity } from '../core/tenant/findSharedIdentity.ts';
import { listTenantKeys } from './listTenantKeys.ts';
import { loadTenant } from './loadTenant.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExtensionPoint } from '../core/plugin/defineExtensionPoint.ts';

/** The outcome of checking tenant packages: the tenants without errors and every problem found (errors and warnings). */
export interface TenantCheckResult {
  readonly tenants: readonly Tenant[];
  readonly problems: readonly TenantProblem[];
}

/** How strict the check is: a production build makes leftover placeholders errors, development only warns. */
export interface TenantCheckOptions {
  readonly placeholders?: TenantProblem['level'];
}

/**
 * Loads and checks each tenant package under `tenantsRoot` named in `keys`: schema, plugin options, wiring, page
 * texts, placeholders, and hosts or tracking ids shared with any other package there. A package that does not
 * load counts as a problem of that tenant.
 */
export async function checkTenants(
  projectRoot: string,
  tenantsRoot: string,
  keys: readonly string[],
  options: TenantCheckOptions = {},
): Promise<TenantCheckResult> {
  const knownPoints = await loadKnownExtensionPoints(projectRoot);
  const valid: Tenant[] = [];
  const problems: TenantProblem[] = [];
  for (const key of keys) {
    let candidate: unknown;
    try {
      candidate = await loadTenant(tenantsRoot, key);
    } catch (error) {
      // The first line names file and cause; the stack below it is nothing an integrator can act on.
      const message = (error as Error).message.split('\n')[0]!;
      problems.push({ tenant: key, field: '(package)', level: 'error', message, fix: 'make tenant.ts load and export the tenant' });
      continue;
    }
    const checked = checkTenant(candidate, knownPoints, key);
    const found = checked.length === 0 ? await checkTenantPageTexts(candidate as Tenant) : checked;
    if (found.length === 0) valid.push(candidate as Tenant);
    problems.push(...found);
  }
  for (const tenant of valid) problems.push(...findPlaceholders(tenant as unknown as Tenant & Record<string, unknown>, options.placeholders ?? 'warning'));
  problems.push(...findSharedIdentity(keys, [...valid, ...(await loadOthers(tenantsRoot, keys))]));
  const failed = new Set(problems.filter((problem) => problem.level === 'error').map((problem) => problem.tenant));
  return { tenants: valid.filter((tenant) => !failed.has(tenant.key)), problems };
}

// The packages not being checked, for the cross-tenant check; one that does not load has its own check to fail.
async function loadOthers(tenantsRoot: string, keys: readonly string[]): Promise<Tenant[]> {
  const others: Tenant[] = [];
  for (const key of listTenantKeys(tenantsRoot).filter((candidate) => !keys.includes(candidate))) {
    try {
      const tenant = (await loadTenant(tenantsRoot, key)) as Tenant;
      if (Array.isArray(tenant.hosts) && typeof tenant.trackingContainerId === 'string') others.push(tenant);
    } catch {
      // Not this run's tenant: `tenant check` without a key reports it.
    }
  }
  return others;
}

/** The extension points core offers (core/extensionPoints/coreExtensionPoints.ts); none while core has not declared them yet. */
async function loadKnownExtensionPoints(projectRoot: string): Promise<readonly ExtensionPoint<unknown>[]> {
  const file = join(projectRoot, 'core', 'extensionPoints', 'coreExtensionPoints.ts');
  if (!existsSync(file)) return [];
  const module = (await import(pathToFileURL(file).href)) as { coreExtensionPoints?: readonly ExtensionPoint<unknown>[] };
  if (!Array.isArray(module.coreExtensionPoints)) throw new Error(`${file} must export the array "coreExtensionPoints".`);
  return module.coreExtensionPoints;
}
