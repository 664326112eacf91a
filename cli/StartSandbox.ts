/** The options of `startSandbox` in sandbox/startSandbox.ts, as the CLI uses them. */
interface SandboxOptions {
  readonly port: number;
  /** A SQLite file path, or ':memory:'. */
  readonly database: string;
  readonly latencyMs: number;
  readonly mode: 'dev' | 'test' | 'production';
  /** The built front end, served with SPA fallback; absent when a dev server serves it. */
  readonly staticDir?: string;
}

/** A started sandbox server. */
export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  close(): Promise<void> | void;
}

/** The signature of sandbox/startSandbox.ts's `startSandbox`. */
export type StartSandbox = (options: SandboxOptions) => Promise<RunningSandbox> | RunningSandbox;
