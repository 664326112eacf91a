import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import type { Theme } from '../core/theme/defineTheme.ts';
import { copyTenantSource } from './copyTenantSource.ts';
import { listTenantKeys } from './listTenantKeys.ts';
import { loadTenant } from './loadTenant.ts';
import { loadTheme } from './loadTheme.ts';
import { relativeImport } from './relativeImport.ts';
import { renderFaviconSvg } from './renderFaviconSvg.ts';
import { renderTenantSource } from './renderTenantSource.ts';
import { renderWordmarkSvg } from './renderWordmarkSvg.ts';
import { tenantKeyProblem } from './tenantKeyProblem.ts';
import { tenantModulePath } from './tenantModulePath.ts';

/** What `tenant new` asks for. `sourceTenantsRoot` holds the `from` tenant and `tenants/_shared/`; `tenantsRoot` receives the new one. */
export interface ScaffoldTenantOptions {
  readonly projectRoot: string;
  readonly sourceTenantsRoot: string;
  readonly tenantsRoot: string;
  readonly key: string;
  readonly name: string;
  readonly theme?: string;
  readonly from?: string;
}

/**
 * Writes `<tenantsRoot>/<key>/` with tenant.ts, assets/logo.svg (a wordmark of the name) and assets/favicon.svg:
 * a copy of the `from` tenant with the new key and name, or a new package on the shared texts of tenants/_shared/.
 * Throws a readable message for an invalid or existing key, a bad name, an unknown source tenant or theme.
 * Returns the files written.
 */
export async function scaffoldTenant(options: ScaffoldTenantOptions): Promise<string[]> {
  const { projectRoot, sourceTenantsRoot, tenantsRoot, key, name, from } = options;
  const keyProblem = tenantKeyProblem(key, tenantsRoot);
  if (keyProblem) throw new Error(keyProblem);
  if (name.trim().length < 2 || name.length > 80) throw new Error(`--name must be the brand name, 2 to 80 characters (got "${name}").`);
  const dir = join(tenantsRoot, key);
  const file = tenantModulePath(tenantsRoot, key);
  let source: string;
  let theme: Theme;
  if (from !== undefined) {
    const known = listTenantKeys(sourceTenantsRoot);
    if (!known.includes(from)) throw new Error(`--from ${from}: no such tenant. Known tenants: ${known.join(', ')}.`);
    const original = (await loadTenant(sourceTenantsRoot, from)) as Tenant;
    theme = options.theme === undefined ? original.theme : await loadTheme(projectRoot, options.theme);
    const sourceFile = tenantModulePath(sourceTenantsRoot, from);
    source = copyTenantSource({
      source: readFileSync(sourceFile, 'utf8'),
      sourceFile,
      targetFile: file,
      from: { key: original.key, name: original.name },
      key,
      name,
      ...(options.theme === undefined
        ? {}
        : { theme: { name: options.theme, importPath: relativeImport(dir, join(projectRoot, 'themes', options.theme, 'index.ts')) } }),
    });
  } else {
    const themeName = options.theme ?? 'classic';
    theme = await loadTheme(projectRoot, themeName);
    source = renderTenantSource({
      key,
      name,
      themeName,
      imports: {
        defineTenant: relativeImport(dir, join(projectRoot, 'core', 'tenant', 'defineTenant.ts')),
        theme: relativeImport(dir, join(projectRoot, 'themes', themeName, 'index.ts')),
        publisherTexts: relativeImport(dir, join(sourceTenantsRoot, '_shared', 'publisherTexts.ts')),
        publisherPageTexts: relativeImport(dir, join(sourceTenantsRoot, '_shared', 'publisherPageTexts.ts')),
        standardServiceHours: relativeImport(dir, join(sourceTenantsRoot, '_shared', 'standardServiceHours.ts')),
      },
    });
  }
  const { headerText, primary } = theme.tokens.colors;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files = [file, join(dir, 'assets', 'logo.svg'), join(dir, 'assets', 'favicon.svg')];
  writeFileSync(files[0]!, source);
  writeFileSync(files[1]!, renderWordmarkSvg(name, headerText));
  writeFileSync(files[2]!, renderFaviconSvg(name, primary));
  return files;
}
