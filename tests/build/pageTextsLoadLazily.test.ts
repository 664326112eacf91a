import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { listFiles } from '../../cli/listFiles.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { measureBundleSize } from '../../cli/measureBundleSize.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { youngAdultFormTexts } from '../../plugins/young-adult/youngAdultFormTexts.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);

async function loadTenant(key: string): Promise<Tenant> {
  return ((await import(join(projectPaths.tenantsRoot, key, 'tenant.ts'))) as { default: Tenant }).default;
}

// A JS string literal may escape non-ASCII characters; compare on an ASCII-only stretch of the text.
const asciiStretch = (text: string): string => text.split(/[^\x20-\x7e]/).sort((a, b) => b.length - a.length)[0]!;

// The texts of pages after Start are a chunk of their own, so their wording never weighs on the Start route.
describe('page texts load after the Start route', () => {
  it.each([...tenantKeys, allTenantsName])('bundle %s carries the page texts only in a lazy chunk', async (bundle) => {
    const key = bundle === allTenantsName ? 'sz' : bundle;
    const needle = asciiStretch((await (await loadTenant(key)).pageTexts()).orderExists.text);
    const bundleDir = requireBuiltBundle(projectPaths.distRoot, bundle);
    const initialFiles = new Set(measureBundleSize(bundleDir, bundle).initialJsFiles.map((file) => join(bundleDir, file)));
    const withText = listFiles(bundleDir, ['.js']).filter((file) => readFileSync(file, 'utf8').includes(needle));
    expect(withText.length, `dist/${bundle} has no chunk with the page texts`).toBeGreaterThan(0);
    for (const file of withText) expect(initialFiles.has(file), `${file} is loaded by the Start route`).toBe(false);
  });

  it.each(tenantKeys)('bundle %s carries the young-adult texts only when the tenant enables the plugin', async (key) => {
    const enabled = (await loadTenant(key)).plugins.some((plugin) => plugin.id === 'young-adult');
    const needle = asciiStretch(youngAdultFormTexts.texts.idCardHint);
    const bundleDir = requireBuiltBundle(projectPaths.distRoot, key);
    const withText = listFiles(bundleDir, ['.js']).some((file) => readFileSync(file, 'utf8').includes(needle));
    expect(withText).toBe(enabled);
  });
});
