import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** A served multi-tenant app with its own in-memory sandbox, started for one Playwright worker. */
export interface WorkerServer {
  readonly baseURL: string;
  stop(): Promise<void>;
}

const projectRoot = join(import.meta.dirname, '..', '..');
const readyPath = '/neubestellung/abo/';

/**
 * The port of the worker with this parallel index: `E2E_PORT` (default 4173) for the first worker,
 * the next ports for the others, so each engineer's or CI job's range stays predictable.
 */
export function workerPort(parallelIndex: number, env: Readonly<Record<string, string | undefined>> = process.env): number {
  return Number(env.E2E_PORT ?? 4173) + parallelIndex;
}

/**
 * Starts `node cli/aboflow.ts serve --test --port <port>` (the built `dist/_all` with a fresh
 * in-memory sandbox in test mode) and resolves once its Start route answers; rejects with the
 * server's own output when it exits or does not answer within `timeoutMs`. `env` adds to the server's environment
 * (e.g. `SANDBOX_TRUST_PROXY=1` behind a test's own web server).
 */
export async function startWorkerServer(port: number, timeoutMs = 60_000, env: Readonly<Record<string, string>> = {}): Promise<WorkerServer> {
  const child = spawn(process.execPath, ['cli/aboflow.ts', 'serve', '--test', '--port', String(port)], {
    cwd: projectRoot,
    // The same German calendar day as the browser and the test workers (playwright.config.ts).
    env: { ...process.env, ...env, TZ: 'Europe/Berlin' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the test server on port ${port} exited with ${exitCode}:\n${output}`);
    const ready = await fetch(`${baseURL}${readyPath}`).then((response) => response.ok, () => false);
    if (ready) return { baseURL, stop };
    // Polls the starting server; it answers within a second or two.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the test server on port ${port} did not answer within ${timeoutMs} ms:\n${output}`);
}
