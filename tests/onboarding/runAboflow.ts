import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** The output of a finished CLI run. */
export interface CliRun {
  readonly code: number;
  readonly output: string;
}

/** Runs `node cli/aboflow.ts ...args` in `root` to its end, with the sandbox's delay off. */
export function runAboflow(root: string, args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['cli/aboflow.ts', ...args], { cwd: root, env: { ...process.env, SANDBOX_LATENCY_MS: '0' }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** A port no one listens on right now: the system's pick for a server that closes at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A serving CLI command in the background, ready once its output matched. */
export interface ServingAboflow {
  readonly child: ChildProcess;
  readonly output: () => string;
  /** Stops it the way Ctrl+C does and waits for its end. */
  stop(): Promise<void>;
}

/** Starts `node cli/aboflow.ts ...args` in `root` and resolves once its output matches `ready`; rejects when it ends first or after `timeoutMs`. */
export function startAboflow(root: string, args: readonly string[], ready: RegExp, timeoutMs: number): Promise<ServingAboflow> {
  const child = spawn(process.execPath, ['cli/aboflow.ts', ...args], { cwd: root, env: { ...process.env, SANDBOX_LATENCY_MS: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const serving: ServingAboflow = {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void serving.stop();
      reject(new Error(`aboflow ${args.join(' ')} was not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(serving);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`aboflow ${args.join(' ')} ended with ${code} before it was ready:\n${output}`));
    });
  });
}
