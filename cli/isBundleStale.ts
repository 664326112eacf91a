import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestModification } from './newestModification.ts';
import type { CliContext } from './CliContext.ts';

/** The sources a front-end bundle is built from, relative to the project root. */
const bundleSources = ['core', 'plugins', 'tenants', 'themes', 'admin', 'cli/index.html', 'cli/createRsbuildConfig.ts', 'package-lock.json'];

/** True when `bundleDir` has no index.html or any source changed after it was written. */
export function isBundleStale(projectRoot: string, bundleDir: string): boolean {
  const html = join(bundleDir, 'index.html');
  if (!existsSync(html)) return true;
  return newestModification(bundleSources.map((path) => join(projectRoot, path))) > statSync(html).mtimeMs;
}

/** True when dist/<bundle>/index.html exists; otherwise prints which build command makes it and returns false. */
export function requireBundle(context: CliContext, bundle: string, buildCommand: string): boolean {
  if (existsSync(join(context.distRoot, bundle, 'index.html'))) return true;
  context.err(`${join(context.distRoot, bundle)} is not built yet. Run "${buildCommand}" first.`);
  return false;
}
