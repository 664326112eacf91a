import type { SandboxCallName } from './SandboxCallName.ts';

/**
 * An injected failure of one call: answer `status`, `hang` past any client time-out, or answer a
 * `malformed` body that breaks the call's schema; `times` limits how often (unlimited when absent).
 */
export interface Fault {
  readonly call: SandboxCallName;
  readonly status?: number;
  readonly hang?: true;
  readonly malformed?: true;
  times?: number;
}
