import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExtensionPoint } from '../core/plugin/defineExtensionPoint.ts';

/** The extension points core offers (core/extensionPoints/coreExtensionPoints.ts); none while core has not declared them yet. */
export async function loadKnownExtensionPoints(projectRoot: string): Promise<readonly ExtensionPoint<unknown>[]> {
  const file = join(projectRoot, 'core', 'extensionPoints', 'coreExtensionPoints.ts');
  if (!existsSync(file)) return [];
  const module = (await import(pathToFileURL(file).href)) as { coreExtensionPoints?: readonly ExtensionPoint<unknown>[] };
  if (!Array.isArray(module.coreExtensionPoints)) throw new Error(`${file} must export the array "coreExtensionPoints".`);
  return module.coreExtensionPoints;
}
