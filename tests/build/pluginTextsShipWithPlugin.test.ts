import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../cli/listFiles.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { loadTenant } from '../../cli/loadTenant.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { pluginTextNeedles } from '../support/pluginTextNeedles.ts';
import { listPluginFolders } from './listPluginFolders.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);
const pluginFolders = listPluginFolders(projectPaths.pluginsRoot);

const tenants = new Map<string, Tenant>();
const needles = new Map<string, string[]>();
beforeAll(async () => {
  for (const key of tenantKeys) tenants.set(key, (await loadTenant(projectPaths.tenantsRoot, key)) as Tenant);
  for (const plugin of pluginFolders) {
    needles.set(plugin.id ?? plugin.folder, await pluginTextNeedles(projectPaths.pluginsRoot, plugin.folder));
  }
}, 60_000);

// Texts that belong to a plugin live in its namespace files and ship only with it (core/README.md, "Texts of plugins").
describe('a plugin’s texts are in a tenant’s bundle only when the tenant enables the plugin', () => {
  it('finds texts of the plugins that word their own', () => {
    for (const id of ['loyalty', 'cash-bonus', 'region', 'young-adult', 'gift', 'lwl', 'bonus', 'student', 'paypal']) expect(needles.get(id)?.length ?? 0, id).toBeGreaterThan(0);
  });

  it.each(tenantKeys)('tenant %s', (key) => {
    const enabled = new Set(tenants.get(key)!.plugins.map((plugin) => plugin.id));
    const sources = listFiles(requireBuiltBundle(projectPaths.distRoot, key), ['.js']).map((file) => readFileSync(file, 'utf8'));
    for (const [id, texts] of needles) {
      for (const text of texts) {
        const shipped = sources.some((source) => source.includes(text));
        expect(shipped, `dist/${key}: "${text}" of plugin ${id} ${enabled.has(id) ? 'is missing' : 'ships without the plugin'}`).toBe(
          enabled.has(id),
        );
      }
    }
  });
});
