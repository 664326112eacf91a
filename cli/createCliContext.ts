import { join } from 'node:path';
import type { CliContext } from './CliContext.ts';

/** The context of a real run: the checkout that holds cli/, its tenants/ and dist/, the process's env and streams. */
export function createCliContext(projectRoot: string): CliContext {
  return {
    projectRoot,
    tenantsRoot: join(projectRoot, 'tenants'),
    distRoot: join(projectRoot, 'dist'),
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
}
