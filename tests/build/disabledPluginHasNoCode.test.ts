import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../cli/listFiles.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { loadTenant } from '../../cli/loadTenant.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { findPluginMarkers } from './findPluginMarkers.ts';
import { listPluginFolders, readPluginFolder } from './listPluginFolders.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);
// The admin plugin lives at the top level (design brief: admin/), beside the feature plugins.
const plugins = [...listPluginFolders(projectPaths.pluginsRoot), readPluginFolder(projectPaths.projectRoot, 'admin')];
const tenants = new Map<string, Tenant>();

// The first import of a tenant module loads all of core and the plugins; on a busy machine that alone
// can outlast one test's time-out, so the modules load once, up front, with a time-out of their own.
beforeAll(async () => {
  for (const key of tenantKeys) tenants.set(key, (await loadTenant(projectPaths.tenantsRoot, key)) as Tenant);
}, 60_000);

// Every plugin's index.ts exports `pluginMarker = 'aboflow-plugin:<id>'` and passes it to definePlugin, so the
// string is in a bundle exactly when the plugin's code is. A marker missing where a plugin is enabled would mean
// the detector cannot see that plugin; hence both directions are asserted.
describe('a plugin a tenant does not enable has no code in that tenant’s bundle', () => {
  it('has tenants to inspect', () => {
    expect(tenantKeys.length, `no tenant packages in ${projectPaths.tenantsRoot}`).toBeGreaterThan(0);
  });

  it('finds exactly one marker in every plugin’s index.ts', () => {
    for (const plugin of plugins) {
      expect(
        plugin.markerCount,
        `plugins/${plugin.folder}/index.ts must export pluginMarker = 'aboflow-plugin:<id>' (exactly one) and pass it to definePlugin`,
      ).toBe(1);
    }
  });

  it.each(tenantKeys)('tenant %s: a plugin marker is in dist/%s/ if and only if the tenant enables the plugin', async (key) => {
    const bundleDir = requireBuiltBundle(projectPaths.distRoot, key);
    const tenant = tenants.get(key)!;
    const enabled = new Set(tenant.plugins.map((plugin) => plugin.id));
    const found = findPluginMarkers(listFiles(bundleDir, ['.js', '.mjs']).map((file) => readFileSync(file, 'utf8')));
    const declared = new Set(plugins.map((plugin) => plugin.markerId));
    for (const id of enabled) {
      expect(declared.has(id), `tenant "${key}" enables plugin "${id}", but no plugins/*/index.ts declares 'aboflow-plugin:${id}'`).toBe(true);
    }
    for (const plugin of plugins) {
      if (plugin.markerId === undefined) continue;
      const isEnabled = enabled.has(plugin.markerId);
      expect(
        found.has(plugin.markerId),
        isEnabled
          ? `tenant "${key}" enables "${plugin.markerId}", but its marker is not in dist/${key}/: the bundle lacks the plugin`
          : `tenant "${key}" does not enable "${plugin.markerId}", yet dist/${key}/ contains its code (marker found)`,
      ).toBe(isEnabled);
    }
  });
});
