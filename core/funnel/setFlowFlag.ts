import type { FlowFlags } from './FlowFlags.ts';
import type { FunnelStore } from './FunnelStore.ts';

/** Sets one flow flag, leaving the others as they are. */
export function setFlowFlag(store: FunnelStore, flag: keyof FlowFlags, value: boolean): void {
  if (store.flags.value[flag] === value) return;
  store.flags.value = { ...store.flags.value, [flag]: value };
}
