import { join } from 'node:path';
import type { CliContext } from './CliContext.ts';
import { openTerminalPrompt } from './openTerminalPrompt.ts';

/** The context of a real run: the checkout that holds cli/, its tenants/ and dist/, the process's env and streams. */
export function createCliContext(projectRoot: string): CliContext {
  return {
    projectRoot,
    tenantsRoot: join(projectRoot, 'tenants'),
    distRoot: join(projectRoot, 'dist'),
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    // Opened only when a command asks, so other commands do not hold stdin open.
    ...(process.stdin.isTTY && process.stdout.isTTY ? { openPrompt: openTerminalPrompt } : {}),
  };
}
