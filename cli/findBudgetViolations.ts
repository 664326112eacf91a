import { allTenantsName } from './allTenantsName.ts';
import type { BundleSize } from './measureBundleSize.ts';
import { formatKilobytes } from './formatKilobytes.ts';

const bundleName = (bundle: string) => (bundle === allTenantsName ? `the multi-tenant bundle (dist/${allTenantsName})` : `tenant "${bundle}"`);

/**
 * One message per bundle and budget exceeded, naming tenant, size and budget: the Start route's JS (entry scripts
 * and preloads) against `budget`, and, when given, the entry scripts alone against `entryBudget`.
 */
export function findBudgetViolations(sizes: readonly BundleSize[], budget: number, entryBudget?: number): string[] {
  const startRoute = sizes
    .filter((s) => s.initialJsGzip > budget)
    .map(
      (s) =>
        `${bundleName(s.bundle)}: the Start route loads ${formatKilobytes(s.initialJsGzip)} (${s.initialJsGzip} bytes) of initial JS (gzip), ` +
        `over the budget of ${formatKilobytes(budget)} (${budget} bytes). Files: ${s.initialJsFiles.join(', ')}. ` +
        'Move code that the Start route does not need behind a dynamic import().',
    );
  const entry =
    entryBudget === undefined
      ? []
      : sizes
          .filter((s) => s.entryJsGzip > entryBudget)
          .map(
            (s) =>
              `${bundleName(s.bundle)}: the entry scripts are ${formatKilobytes(s.entryJsGzip)} (${s.entryJsGzip} bytes, gzip), over the entry budget of ` +
              `${formatKilobytes(entryBudget)} (${entryBudget} bytes). Move code the app needs only after its first render into a chunk of its own.`,
          );
  return [...startRoute, ...entry];
}
