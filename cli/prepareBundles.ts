import { join } from 'node:path';
import { formatTenantProblems } from '../core/tenant/TenantProblem.ts';
import { allTenantsName } from './allTenantsName.ts';
import type { CliContext } from './CliContext.ts';
import { checkTenants } from './checkTenants.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import type { BundleTarget, StartPagesTarget } from './createRsbuildConfig.ts';
import { startPagesPaths, writeStartPagesSource } from './startPages.ts';
import type { EarlyRequestsTenants } from './renderEarlyRequestsScript.ts';
import { listTenantKeys } from './listTenantKeys.ts';
import { unknownTenantMessage } from './tenantKeyProblem.ts';
import { writeEntries } from './writeEntries.ts';

/** The hosts and keys of the tenants a bundle serves; a one-tenant bundle is that tenant on every host. */
function earlyRequestsOf(tenants: readonly Tenant[]): EarlyRequestsTenants {
  const hosts = Object.fromEntries(tenants.flatMap((tenant) => tenant.hosts.map((host) => [host.toLowerCase(), tenant.key])));
  return { hosts, keys: tenants.map((tenant) => tenant.key), ...(tenants.length === 1 ? { only: tenants[0]!.key } : {}) };
}

/** Which bundles to prepare: one tenant's, every tenant's, and/or the multi-tenant one. */
export interface BundleSelection {
  /** Only this tenant (its package must exist); otherwise every tenant under tenants/. */
  readonly tenant?: string;
  readonly includeTenantBundles: boolean;
  readonly includeAllTenantsBundle: boolean;
  /** `error` for a production build: a leftover placeholder stops it. Development only warns (the default). */
  readonly placeholders?: 'error' | 'warning';
  /** Render each tenant bundle's Start page at build time (the production build; the dev server renders in the page). */
  readonly startPages?: boolean;
}

/**
 * Checks the selected tenant packages and writes their generated entries to .aboflow/entries/.
 * Returns the bundles to build, or the readable reason (tenant problems) why nothing can be built.
 */
export async function prepareBundles(
  context: CliContext,
  selection: BundleSelection,
): Promise<{ readonly targets: readonly BundleTarget[]; readonly tenants: readonly Tenant[]; readonly startPages?: StartPagesTarget } | { readonly failure: string }> {
  const known = listTenantKeys(context.tenantsRoot);
  if (known.length === 0) return { failure: `No tenant packages found in ${context.tenantsRoot} (expected <key>/tenant.ts).` };
  if (selection.tenant !== undefined && !known.includes(selection.tenant)) {
    return { failure: unknownTenantMessage(selection.tenant, known) };
  }
  const keys = selection.tenant === undefined ? known : [selection.tenant];
  const { tenants, problems } = await checkTenants(context.projectRoot, context.tenantsRoot, keys, {
    placeholders: selection.placeholders ?? 'warning',
  });
  const errors = problems.filter((problem) => problem.level === 'error');
  if (errors.length > 0) {
    return { failure: `The tenant check found ${errors.length} problem(s); nothing was built.\n${formatTenantProblems(problems)}` };
  }
  if (problems.length > 0) context.err(formatTenantProblems(problems));
  const entries = writeEntries({
    projectRoot: context.projectRoot,
    tenantsRoot: context.tenantsRoot,
    entriesDir: join(context.projectRoot, '.aboflow', 'entries'),
    tenants,
  });
  const targets: BundleTarget[] = [];
  // Only a one-tenant bundle knows its tenant before a script runs, so only it gets a prerendered Start page.
  const startPages = selection.includeTenantBundles && selection.startPages ? writeStartPagesSource({ ...context, tenants }) : undefined;
  if (selection.includeTenantBundles) {
    for (const tenant of tenants) {
      targets.push({
        name: tenant.key,
        entryFile: entries[tenant.key]!,
        distDir: join(context.distRoot, tenant.key),
        title: tenant.pageTitle,
        themes: [tenant.theme.name],
        earlyRequests: earlyRequestsOf([tenant]),
        ...(startPages ? { themeStyle: startPages.themeStyles[tenant.key] } : {}),
      });
    }
  }
  if (selection.includeAllTenantsBundle) {
    const themes = [...new Set(tenants.map((tenant) => tenant.theme.name))].sort();
    targets.push({
      name: allTenantsName,
      entryFile: entries[allTenantsName]!,
      distDir: join(context.distRoot, allTenantsName),
      title: 'Abo bestellen',
      themes,
      earlyRequests: earlyRequestsOf(tenants),
    });
  }
  return {
    targets,
    tenants,
    ...(startPages ? { startPages: { entryFile: startPages.entryFile, distDir: startPagesPaths(context.projectRoot).distDir } } : {}),
  };
}
