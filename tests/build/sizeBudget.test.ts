import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { formatKilobytes } from '../../cli/formatKilobytes.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { measureBundleSize } from '../../cli/measureBundleSize.ts';
import { entryScriptsBudget, startRouteBudget } from '../../cli/startRouteBudget.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const bundles = [...listTenantKeys(projectPaths.tenantsRoot), allTenantsName];

// Strings only the lazily loaded libraries contain: pako's zlib messages, libphonenumber-js's metadata keys.
const lazyLibraryFingerprints: Readonly<Record<string, string>> = {
  pako: 'incompatible version',
  'libphonenumber-js': 'country_calling_codes',
};

describe(`the Start route loads at most ${formatKilobytes(startRouteBudget)} of initial JS, ${formatKilobytes(entryScriptsBudget)} of it entry scripts (gzip, 1 kB = 1000 bytes)`, () => {
  it.each(bundles)('bundle %s stays within both budgets', (bundle) => {
    const size = measureBundleSize(requireBuiltBundle(projectPaths.distRoot, bundle), bundle);
    expect(size.initialJsFiles.length, `dist/${bundle}/index.html loads no script`).toBeGreaterThan(0);
    expect(
      size.initialJsGzip,
      `dist/${bundle}: Start route initial JS is ${formatKilobytes(size.initialJsGzip)}, budget ${formatKilobytes(startRouteBudget)}`,
    ).toBeLessThanOrEqual(startRouteBudget);
    expect(
      size.entryJsGzip,
      `dist/${bundle}: entry scripts are ${formatKilobytes(size.entryJsGzip)}, budget ${formatKilobytes(entryScriptsBudget)}`,
    ).toBeLessThanOrEqual(entryScriptsBudget);
  });

  it.each(bundles)('bundle %s keeps pako and libphonenumber-js out of the Start route', (bundle) => {
    const bundleDir = requireBuiltBundle(projectPaths.distRoot, bundle);
    const size = measureBundleSize(bundleDir, bundle);
    const initial = size.initialJsFiles.map((file) => readFileSync(join(bundleDir, file), 'utf8')).join('\n');
    for (const [library, fingerprint] of Object.entries(lazyLibraryFingerprints)) {
      expect(initial.includes(fingerprint), `dist/${bundle}: ${library} is in the Start route's initial JS; import it lazily`).toBe(false);
    }
  });
});
