import { spawn } from 'node:child_process';
import { browserCommand } from './browserCommand.ts';
import type { CliContext } from './CliContext.ts';

/** Opens `url` in the default browser without waiting for it; says so (and how to open it by hand) when that fails. */
export function openInBrowser(url: string, context: CliContext): void {
  const { command, args } = browserCommand(url, process.platform, context.env);
  const failed = (reason: string) => context.err(`--open: could not start "${command}" (${reason}); open ${url} by hand.`);
  try {
    const child = spawn(command, [...args], { detached: true, stdio: 'ignore' });
    child.once('error', (error) => failed(error.message));
    child.unref();
  } catch (error) {
    failed((error as Error).message);
  }
}
