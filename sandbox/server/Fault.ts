import type { SandboxCallName } from './SandboxCallName.ts';

/**
 * An injected failure of one call: answer `status`, `hang` past any client time-out, answer a
 * `malformed` body (valid JSON that breaks the call's schema), answer `invalidJson` (a 200 whose body
 * is cut-off JSON), or `drop` the connection without an answer; `times` limits how often (unlimited
 * when absent).
 */
export interface Fault {
  readonly call: SandboxCallName;
  readonly status?: number;
  readonly hang?: true;
  readonly malformed?: true;
  readonly invalidJson?: true;
  readonly drop?: true;
  times?: number;
}
