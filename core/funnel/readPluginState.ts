import type { FunnelStore } from './FunnelStore.ts';

/** A plugin's own state, or `fallback` while the plugin has stored nothing. */
export function readPluginState<T>(store: FunnelStore, pluginId: string, fallback: T): T {
  const value = store.pluginState.value[pluginId];
  return value === undefined ? fallback : (value as T);
}
