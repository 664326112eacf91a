import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { CliContext } from './CliContext.ts';

// Opened only when a command asks, so other commands do not hold stdin open.
function openTerminalPrompt() {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  return { ask: (question: string) => terminal.question(question), close: () => terminal.close() };
}

/** The context of a real run: the checkout that holds cli/, its tenants/ and dist/, the process's env and streams. */
export function createCliContext(projectRoot: string): CliContext {
  return {
    projectRoot,
    tenantsRoot: join(projectRoot, 'tenants'),
    distRoot: join(projectRoot, 'dist'),
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    ...(process.stdin.isTTY && process.stdout.isTTY ? { openPrompt: openTerminalPrompt } : {}),
  };
}
