import { join } from 'node:path';
import type { CliContext } from './CliContext.ts';
import { loadSandbox } from './loadSandbox.ts';
import type { RunningSandbox } from './StartSandbox.ts';

/** Starts the sandbox serving `staticDir` (test mode: in-memory database, no latency; else the file database in sandbox/data/). */
export async function startServer(
  context: CliContext,
  options: { readonly port: number; readonly staticDir?: string; readonly test: boolean; readonly latencyMs: number },
): Promise<RunningSandbox> {
  const startSandbox = await loadSandbox(context.projectRoot);
  return startSandbox({
    port: options.port,
    database: options.test ? ':memory:' : join(context.projectRoot, 'sandbox', 'data', 'aboflow.sqlite'),
    latencyMs: options.test ? 0 : options.latencyMs,
    mode: options.test ? 'test' : 'dev',
    ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
  });
}
