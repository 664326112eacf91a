import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import type { CliContext } from './CliContext.ts';
import { createRsbuildConfig } from './createRsbuildConfig.ts';
import { findBudgetViolations } from './findBudgetViolations.ts';
import { formatSizeReport } from './formatSizeReport.ts';
import { loadTenant } from './loadTenant.ts';
import { measureBundleSize } from './measureBundleSize.ts';
import { prepareBundles, type BundleSelection } from './prepareBundles.ts';
import { secureBundle } from './secureBundle.ts';
import { insertStartPage, loadStartPages } from './startPages.ts';
import { entryScriptsBudget, startRouteBudget } from './startRouteBudget.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { writeSizeReport } from './writeSizeReport.ts';

/**
 * The production build: checks tenants, writes entries, runs rsbuild with one environment per bundle (and one
 * that renders each tenant bundle's Start page into its index.html),
 * prints the size table, writes dist/size-report.json and enforces the Start route budget.
 * Returns the exit code (0 ok, 1 tenant problem, build error or budget exceeded).
 */
export async function buildBundles(context: CliContext, selection: BundleSelection): Promise<number> {
  const started = performance.now();
  const prepared = await prepareBundles(context, { ...selection, startPages: true });
  if ('failure' in prepared) {
    context.err(prepared.failure);
    return 1;
  }
  const { targets, tenants, startPages } = prepared;
  context.out(`Building ${targets.length} bundle(s): ${targets.map((t) => t.name).join(', ')}`);
  try {
    const rsbuild = await createRsbuild({
      cwd: context.projectRoot,
      config: createRsbuildConfig({ projectRoot: context.projectRoot, targets, mode: 'production', ...(startPages ? { startPages } : {}) }),
    });
    const result = await rsbuild.build();
    await result.close();
    if (startPages) {
      const pages = await loadStartPages(context.projectRoot);
      for (const tenant of tenants) {
        const target = targets.find((candidate) => candidate.name === tenant.key);
        const render = pages[tenant.key];
        if (!target || !render) continue;
        const htmlFile = join(target.distDir, 'index.html');
        writeFileSync(htmlFile, insertStartPage(readFileSync(htmlFile, 'utf8'), tenant, await render()));
      }
    }
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
