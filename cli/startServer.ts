import type { CliContext } from './CliContext.ts';
import { loadSandbox } from './loadSandbox.ts';
import type { RunningSandbox } from './StartSandbox.ts';
import { sandboxDatabaseFile } from '../sandbox/database/openDatabase.ts';

/**
 * Starts the sandbox serving `staticDir` (test mode: in-memory database, no latency; else the checkout's one
 * file database, sandbox/data/sandbox.sqlite, deleted and reseeded first with `reset`).
 */
export async function startServer(
  context: CliContext,
  options: {
    readonly port: number;
    readonly staticDir?: string;
    readonly test: boolean;
    readonly latencyMs: number;
    readonly host?: string;
    readonly reset?: boolean;
    /** TLS key and certificate: HTTP/2 over TLS instead of plain HTTP (the benchmark). */
    readonly tls?: { readonly key: string; readonly cert: string };
    /** Behind a proxy that sets X-Forwarded-* (the benchmark's nginx). */
    readonly trustProxy?: boolean;
  },
): Promise<RunningSandbox> {
  const startSandbox = await loadSandbox(context.projectRoot);
  return startSandbox({
    port: options.port,
    database: options.test ? ':memory:' : sandboxDatabaseFile(context.projectRoot),
    latencyMs: options.test ? 0 : options.latencyMs,
    mode: options.test ? 'test' : 'dev',
    ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
    ...(options.host === undefined ? {} : { host: options.host }),
    ...(options.reset === true && !options.test ? { reset: true } : {}),
    ...(options.tls === undefined ? {} : { tls: options.tls }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
}
