import type { CliContext } from './CliContext.ts';
import type { RunningSandbox, StartSandbox } from './StartSandbox.ts';
import { sandboxDatabaseFile } from '../sandbox/database/openDatabase.ts';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
    /** Answers a GET of the Start route instead of `staticDir`'s index.html (the Start renderer, `preview`). */
    readonly serveStart?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
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
    ...(options.serveStart === undefined ? {} : { serveStart: options.serveStart }),
  });
}

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
