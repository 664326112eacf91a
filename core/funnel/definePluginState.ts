import type { FunnelStore } from './FunnelStore.ts';
import { readPluginState } from './readPluginState.ts';
import { writePluginState } from './writePluginState.ts';

/** A typed handle on one plugin's state: the only way another plugin may read it, without a string key. */
export interface PluginStateToken<T> {
  readonly pluginId: string;
  /** The state, or undefined while the plugin has stored nothing. */
  read(store: FunnelStore): T | undefined;
  /** Replaces the state; undefined removes it. */
  write(store: FunnelStore, value: T | undefined): void;
}

/** Creates the typed state token of a plugin; its type is the contract between the owner and its readers. */
export function definePluginState<T>(pluginId: string): PluginStateToken<T> {
  return {
    pluginId,
    read: (store) => readPluginState<T | undefined>(store, pluginId, undefined),
    write: (store, value) => writePluginState(store, pluginId, value),
  };
}
