import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import type { ApiCallName } from '../../core/api/apiCallName.ts';

/** The injected faults of a running sandbox. */
export interface FaultRegistry {
  add(fault: Fault): void;
  clear(): void;
  list(): readonly Fault[];
  /** The fault to apply to this call now, counting it against `times`. */
  take(call: SandboxCallName): Fault | undefined;
}

/** Creates an empty fault registry; the latest fault added for a call wins. */
export function createFaultRegistry(initial: readonly Fault[] = []): FaultRegistry {
  let faults: Fault[] = initial.map((fault) => ({ ...fault }));
  return {
    add(fault) {
      faults = [{ ...fault }, ...faults.filter((entry) => entry.call !== fault.call)];
    },
    clear() {
      faults = [];
    },
    list: () => faults,
    take(call) {
      const fault = faults.find((entry) => entry.call === call);
      if (!fault) return undefined;
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) faults = faults.filter((entry) => entry !== fault);
      }
      return fault;
    },
  };
}

/** A call the sandbox answers under /api/: the reader contract's and the admin area's. */
export type SandboxCallName = ApiCallName | AdminCallName;

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
