/** The options of `startSandbox` in sandbox/startSandbox.ts, as the CLI uses them. */
interface SandboxOptions {
  readonly port: number;
  /** Interface to listen on; the sandbox's default is 127.0.0.1. */
  readonly host?: string;
  /** Delete and reseed the file database first. */
  readonly reset?: boolean;
  /** A SQLite file path, or ':memory:'. */
  readonly database: string;
  readonly latencyMs: number;
  readonly mode: 'dev' | 'test' | 'production';
  /** The built front end, served with SPA fallback; absent when a dev server serves it. */
  readonly staticDir?: string;
  /** Trust X-Forwarded-* (the server sits behind a proxy that sets them); the sandbox's default is its env. */
  readonly trustProxy?: boolean;
}

/** A started sandbox server. */
export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  close(): Promise<void> | void;
}

/** The signature of sandbox/startSandbox.ts's `startSandbox`. */
export type StartSandbox = (options: SandboxOptions) => Promise<RunningSandbox> | RunningSandbox;
