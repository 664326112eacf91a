import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { loadTenant } from '../../cli/loadTenant.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { listPluginFolders, readPluginFolder } from './listPluginFolders.ts';
import { projectPaths } from './projectPaths.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);
// Each plugin with the folder its modules come from; the admin plugin lives at the top level.
const plugins = [
  ...listPluginFolders(projectPaths.pluginsRoot).map((plugin) => ({ ...plugin, folder: `plugins/${plugin.folder}/` })),
  { ...readPluginFolder(projectPaths.projectRoot, 'admin'), folder: 'admin/' },
];
const tenants = new Map<string, Tenant>();

beforeAll(async () => {
  for (const key of tenantKeys) tenants.set(key, (await loadTenant(projectPaths.tenantsRoot, key)) as Tenant);
}, 60_000);

/** The source files rspack put into the bundle (written by the build's module-graph hook in cli/createRsbuildConfig.ts). */
function modulesOf(key: string): readonly string[] {
  const file = join(projectPaths.distRoot, `${key}.modules.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`node cli/aboflow.ts build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

// Proven from the bundler's module graph, not from strings found in the output.
describe('a plugin a tenant does not enable has no module in that tenant’s bundle (rspack module graph)', () => {
  it('has tenants to inspect', () => {
    expect(tenantKeys.length, `no tenant packages in ${projectPaths.tenantsRoot}`).toBeGreaterThan(0);
  });

  // The folder of a plugin is known by the id its index.ts declares; without it the test could not tell enabled from disabled.
  it('reads exactly one plugin id from every plugin’s index.ts', () => {
    for (const plugin of plugins) {
      expect(plugin.idCount, `${plugin.folder}index.ts must declare its plugin with definePlugin({ id: '<id>', … }) exactly once`).toBe(1);
    }
  });

  it.each(tenantKeys)('tenant %s: every plugin the tenant enables has a plugin folder', (key) => {
    const declared = new Set(plugins.map((plugin) => plugin.id));
    for (const id of tenants.get(key)!.plugins.map((plugin) => plugin.id)) {
      expect(declared.has(id), `tenant "${key}" enables plugin "${id}", but no plugins/*/index.ts declares it`).toBe(true);
    }
  });

  it.each(tenantKeys)('tenant %s: modules of a plugin folder are in its bundle if and only if the tenant enables the plugin', (key) => {
    const modules = modulesOf(key);
    expect(modules.some((file) => file.startsWith('core/')), 'the module graph lists project files').toBe(true);
    const enabled = new Set(tenants.get(key)!.plugins.map((plugin) => plugin.id));
    for (const plugin of plugins) {
      const inBundle = modules.filter((file) => file.startsWith(plugin.folder));
      if (plugin.id !== undefined && enabled.has(plugin.id)) {
        expect(inBundle.length, `tenant "${key}" enables "${plugin.id}", but no module of ${plugin.folder} is in its bundle`).toBeGreaterThan(0);
      } else {
        expect(inBundle, `tenant "${key}" does not enable "${plugin.id}", yet its bundle holds these modules`).toEqual([]);
      }
    }
  });
});
