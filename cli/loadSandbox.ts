import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StartSandbox } from './StartSandbox.ts';

/** Imports `startSandbox` from sandbox/startSandbox.ts; fails with a clear message when the sandbox is not there. */
export async function loadSandbox(projectRoot: string): Promise<StartSandbox> {
  const file = join(projectRoot, 'sandbox', 'startSandbox.ts');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing, so there is no back end to serve the app with. The sandbox server provides it (export startSandbox).`);
  }
  const module = (await import(pathToFileURL(file).href)) as { startSandbox?: StartSandbox };
  if (typeof module.startSandbox !== 'function') throw new Error(`${file} must export the function "startSandbox".`);
  return module.startSandbox;
}
