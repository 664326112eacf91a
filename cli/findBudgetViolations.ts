import { allTenantsName } from './allTenantsName.ts';
import type { BundleSize } from './BundleSize.ts';
import { formatKilobytes } from './formatKilobytes.ts';

/** One message per bundle whose Start route loads more initial JS than the budget allows, naming tenant, size and budget. */
export function findBudgetViolations(sizes: readonly BundleSize[], budget: number): string[] {
  return sizes
    .filter((s) => s.initialJsGzip > budget)
    .map(
      (s) =>
        `${s.bundle === allTenantsName ? `the multi-tenant bundle (dist/${allTenantsName})` : `tenant "${s.bundle}"`}: the Start route loads ${formatKilobytes(s.initialJsGzip)} (${s.initialJsGzip} bytes) of initial JS (gzip), ` +
        `over the budget of ${formatKilobytes(budget)} (${budget} bytes). Files: ${s.initialJsFiles.join(', ')}. ` +
        'Move code that the Start route does not need behind a dynamic import().',
    );
}
