import { spawn } from 'node:child_process';
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

/** The program and arguments that open `url` in the default browser: $BROWSER when set, else the platform's opener. */
export function browserCommand(url: string, platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): { readonly command: string; readonly args: readonly string[] } {
  if (env.BROWSER) return { command: env.BROWSER, args: [url] };
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // "start" is a cmd built-in; the empty title keeps a quoted URL from being taken for the window title.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] };
  return { command: 'xdg-open', args: [url] };
}
