import type { FunnelStore } from './FunnelStore.ts';

/** Replaces a plugin's own state; undefined removes it. */
export function writePluginState<T>(store: FunnelStore, pluginId: string, value: T | undefined): void {
  const next = { ...store.pluginState.value };
  if (value === undefined) delete next[pluginId];
  else next[pluginId] = value;
  store.pluginState.value = next;
}
