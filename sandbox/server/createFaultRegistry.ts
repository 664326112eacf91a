import type { Fault } from './Fault.ts';
import type { SandboxCallName } from './SandboxCallName.ts';

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
