import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminAppMarker } from '../../admin/app/adminAppMarker.ts';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { listFiles } from '../../cli/listFiles.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { measureBundleSize } from '../../cli/measureBundleSize.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const bundles = [...listTenantKeys(projectPaths.tenantsRoot), allTenantsName];

// The admin app is a plugin route loaded on /internal only: a reader's Start route must not carry it.
describe('the admin app loads only on /internal', () => {
  it.each(bundles)('bundle %s has the admin app in a lazy chunk, not in the Start route', (bundle) => {
    const bundleDir = requireBuiltBundle(projectPaths.distRoot, bundle);
    const initialFiles = new Set(measureBundleSize(bundleDir, bundle).initialJsFiles.map((file) => join(bundleDir, file)));
    const withMarker = listFiles(bundleDir, ['.js', '.mjs']).filter((file) => readFileSync(file, 'utf8').includes(adminAppMarker));
    expect(withMarker.length, `dist/${bundle} has no admin app chunk`).toBeGreaterThan(0);
    for (const file of withMarker) expect(initialFiles.has(file), `${file} is loaded by the Start route`).toBe(false);
  });
});
