import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CliContext } from './CliContext.ts';

/** True when dist/<bundle>/index.html exists; otherwise prints which build command makes it and returns false. */
export function requireBundle(context: CliContext, bundle: string, buildCommand: string): boolean {
  if (existsSync(join(context.distRoot, bundle, 'index.html'))) return true;
  context.err(`${join(context.distRoot, bundle)} is not built yet. Run "${buildCommand}" first.`);
  return false;
}
