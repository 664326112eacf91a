import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closestMatch } from '../core/tenant/closestMatch.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { identityStrings, placeholder } from '../core/tenant/placeholders.ts';
import type { Theme } from '../core/theme/defineTheme.ts';
import { copyTenantSource } from './copyTenantSource.ts';
import { identityFields } from './identityFields.ts';
import { listPlugins } from './listPlugins.ts';
import { listTenantKeys } from './listTenantKeys.ts';
import { loadTenant, tenantModulePath } from './loadTenant.ts';
import { loadTheme } from './loadTheme.ts';
import type { TenantSourcePlugin } from './renderTenantSource.ts';
import { relativeImport, renderTenantSource } from './renderTenantSource.ts';
import { renderFaviconSvg, renderWordmarkSvg } from './tenantSvgs.ts';
import type { TenantAnswers } from './tenantQuestions.ts';
import { tenantKeyProblem } from './tenantKeyProblem.ts';

/** What `tenant new` asks for. `sourceTenantsRoot` holds the `from` tenant and `tenants/_shared/`; `tenantsRoot` receives the new one. */
export interface ScaffoldTenantOptions extends TenantAnswers {
  readonly projectRoot: string;
  readonly sourceTenantsRoot: string;
  readonly tenantsRoot: string;
  readonly key: string;
  readonly from?: string;
}

function resolvePlugins(projectRoot: string, dir: string, ids: readonly string[]): TenantSourcePlugin[] {
  const available = listPlugins(projectRoot);
  return ids.map((id) => {
    const plugin = available.find((candidate) => candidate.id === id);
    if (!plugin) {
      const suggestion = closestMatch(id, available.map((candidate) => candidate.id));
      throw new Error(`unknown plugin "${id}".${suggestion ? ` Did you mean "${suggestion}"?` : ''} Available plugins: ${available.map((p) => p.id).join(', ')}.`);
    }
    return { factory: plugin.factory, importPath: relativeImport(dir, plugin.file) };
  });
}

/**
 * Writes `<tenantsRoot>/<key>/` with tenant.ts, assets/logo.svg (a wordmark of the name) and assets/favicon.svg:
 * a copy of the `from` tenant's structure and choices, or a new package on the shared texts of tenants/_shared/.
 * Hosts, URLs, phone, tracking and creditor id come from the answers, else they are placeholders: never another
 * publisher's. Throws a readable message for an invalid or existing key, a bad name, an unknown source tenant,
 * theme or plugin. Returns the files written.
 */
export async function scaffoldTenant(options: ScaffoldTenantOptions): Promise<string[]> {
  const { projectRoot, sourceTenantsRoot, tenantsRoot, key, name, from } = options;
  const keyProblem = tenantKeyProblem(key, tenantsRoot);
  if (keyProblem) throw new Error(keyProblem);
  if (name.trim().length < 2 || name.length > 80) throw new Error(`--name must be the brand name, 2 to 80 characters (got "${name}").`);
  const dir = join(tenantsRoot, key);
  const file = tenantModulePath(tenantsRoot, key);
  const hosts = [...(options.hosts && options.hosts.length > 0 ? options.hosts : [placeholder.host(key)]), `${key}.localhost`];
  const identity = identityFields(key, options);
  const plugins = options.plugins === undefined ? undefined : resolvePlugins(projectRoot, dir, options.plugins);
  let source: string;
  let theme: Theme;
  let original: Tenant | undefined;
  if (from !== undefined) {
    const known = listTenantKeys(sourceTenantsRoot);
    if (!known.includes(from)) throw new Error(`--from ${from}: no such tenant. Known tenants: ${known.join(', ')}.`);
    original = (await loadTenant(sourceTenantsRoot, from)) as Tenant;
    theme = options.theme === undefined ? original.theme : await loadTheme(projectRoot, options.theme);
    const sourceFile = tenantModulePath(sourceTenantsRoot, from);
    source = copyTenantSource({
      source: readFileSync(sourceFile, 'utf8'),
      sourceFile,
      targetFile: file,
      from: { key: original.key, name: original.name },
      key,
      name,
      hosts,
      identity,
      ...(plugins === undefined ? {} : { plugins }),
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
      hosts,
      plugins: plugins ?? [],
      identity,
      imports: {
        defineTenant: relativeImport(dir, join(projectRoot, 'core', 'tenant', 'defineTenant.ts')),
        theme: relativeImport(dir, join(projectRoot, 'themes', themeName, 'index.ts')),
        publisherTexts: relativeImport(dir, join(sourceTenantsRoot, '_shared', 'publisherTexts.ts')),
        publisherPageTexts: relativeImport(dir, join(sourceTenantsRoot, '_shared', 'publisherPageTexts.ts')),
        standardServiceHours: relativeImport(dir, join(sourceTenantsRoot, '_shared', 'standardServiceHours.ts')),
      },
    });
  }
  if (original) {
    // The last guard against a copied identity: no value of the source publisher may survive the copy.
    const theirs = new Set(identityStrings(original as unknown as Record<string, unknown>).map((entry) => entry.value));
    const kept = Object.values(identity).filter((value) => theirs.has(value));
    if (kept.length > 0) throw new Error(`--from ${from}: ${kept.join(', ')} belong(s) to ${from}; give the new publisher its own values.`);
  }
  const { headerText, primary } = theme.tokens.colors;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const files = [file, join(dir, 'assets', 'logo.svg'), join(dir, 'assets', 'favicon.svg')];
  writeFileSync(files[0]!, source);
  writeFileSync(files[1]!, renderWordmarkSvg(name, headerText));
  writeFileSync(files[2]!, renderFaviconSvg(name, primary));
  return files;
}
