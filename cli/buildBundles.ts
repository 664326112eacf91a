import { createRsbuild } from '@rsbuild/core';
import type { CliContext } from './CliContext.ts';
import { createRsbuildConfig } from './createRsbuildConfig.ts';
import { findBudgetViolations } from './findBudgetViolations.ts';
import { formatSizeReport } from './formatSizeReport.ts';
import { loadTenant } from './loadTenant.ts';
import { measureBundleSize } from './measureBundleSize.ts';
import { prepareBundles, type BundleSelection } from './prepareBundles.ts';
import { secureBundle } from './secureBundle.ts';
import { entryScriptsBudget, startRouteBudget } from './startRouteBudget.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { writeSizeReport } from './writeSizeReport.ts';

/**
 * The production build: checks tenants, writes entries, runs rsbuild with one environment per bundle,
 * prints the size table, writes dist/size-report.json and enforces the Start route budget.
 * Returns the exit code (0 ok, 1 tenant problem, build error or budget exceeded).
 */
export async function buildBundles(context: CliContext, selection: BundleSelection): Promise<number> {
  const started = performance.now();
  const prepared = await prepareBundles(context, selection);
  if ('failure' in prepared) {
    context.err(prepared.failure);
    return 1;
  }
  const { targets } = prepared;
  context.out(`Building ${targets.length} bundle(s): ${targets.map((t) => t.name).join(', ')}`);
  try {
    const rsbuild = await createRsbuild({
      cwd: context.projectRoot,
      config: createRsbuildConfig({ projectRoot: context.projectRoot, targets, mode: 'production' }),
    });
    const result = await rsbuild.build();
    await result.close();
    // SRI, header set, script inventory and precompressed copies: see cli/secureBundle.ts.
    // The bundles side by side, so that compression keeps every core busy.
    await Promise.all(
      targets.map(async (target) => {
        const keys = target.earlyRequests?.keys ?? [target.name];
        await secureBundle(
          target.distDir,
          target.name,
          await Promise.all(keys.map(async (key) => (await loadTenant(context.tenantsRoot, key)) as Tenant)),
        );
      }),
    );
  } catch (error) {
    context.err(`The build failed: ${(error as Error).message}`);
    return 1;
  }
  const sizes = targets.map((target) => measureBundleSize(target.distDir, target.name));
  context.out(formatSizeReport(sizes, startRouteBudget));
  writeSizeReport(context.distRoot, sizes, startRouteBudget);
  context.out(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s; size report in ${context.distRoot}/size-report.json`);
  const violations = findBudgetViolations(sizes, startRouteBudget, entryScriptsBudget);
  for (const violation of violations) context.err(violation);
  return violations.length > 0 ? 1 : 0;
}
