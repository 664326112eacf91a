import type { CliOption } from './CliCommand.ts';

/** The options every serving command (start, preview, serve, dev) takes besides --port. */
export const servingOptions: Readonly<Record<'host' | 'open', CliOption>> = {
  host: {
    type: 'string',
    valueName: 'HOST',
    description: 'Interface to listen on (default 127.0.0.1; 0.0.0.0 lets phones on the network reach it).',
  },
  open: { type: 'boolean', description: 'Open the first URL in the default browser ($BROWSER, else the system’s).' },
};

/** The port to listen on: the --port option, else the PORT variable, else `fallback`. Throws on anything but 1–65535. */
export function resolvePort(option: string | undefined, env: Readonly<Record<string, string | undefined>>, fallback: number): number {
  const [source, raw] = option !== undefined ? ['--port', option] : env.PORT ? ['PORT', env.PORT] : ['default', String(fallback)];
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new Error(`${source} must be a port number from 1 to 65535, got "${raw}".`);
  return port;
}

/** The sandbox's answer delay: SANDBOX_LATENCY_MS when set, else the spec's 500 ms dev delay. */
export function resolveLatency(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.SANDBOX_LATENCY_MS;
  if (raw === undefined || raw === '') return 500;
  if (!/^\d+$/.test(raw)) throw new Error(`SANDBOX_LATENCY_MS must be a whole number of milliseconds, got "${raw}".`);
  return Number(raw);
}

/** Resolves with exit code 0 once SIGINT or SIGTERM arrives and `close` has finished, so servers stop cleanly on Ctrl+C. */
export function waitForShutdown(close: () => Promise<void>): Promise<number> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      close().then(
        () => resolve(0),
        (error: unknown) => {
          process.stderr.write(`Stopping failed: ${(error as Error).message}\n`);
          resolve(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
