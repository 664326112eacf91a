import type { Struct } from 'superstruct';
import type { FunnelStore } from './FunnelStore.ts';

/**
 * A typed handle on one piece of plugin state, the only way plugins and core read and write it. Its plugin lists it
 * in `definePlugin({ state })`; a persisted one is kept across a payment round trip and restored only when it passes
 * `schema` (platform.md section 4, "External payment return").
 */
export interface PluginState<T> {
  readonly kind: 'pluginState';
  /** The state's key in `store.pluginState`; unique across the tenant's plugins (the wiring checks it). */
  readonly id: string;
  /** The state's shape: its type, and the check a restored value must pass. */
  readonly schema: Struct<T, unknown>;
  /** Whether the state is saved before a payment round trip and restored on return. */
  readonly persisted: boolean;
  /** The state, or undefined while nothing is stored. */
  read(store: FunnelStore): T | undefined;
  /** Replaces the state; undefined removes it. */
  write(store: FunnelStore, value: T | undefined): void;
}

/**
 * Declares one piece of plugin state by its superstruct schema, whose type it carries:
 * `definePluginState({ id: 'gift', schema: object({ timeLimit: number() }), persisted: true })`.
 */
export function definePluginState<T>(spec: { readonly id: string; readonly schema: Struct<T, unknown>; readonly persisted: boolean }): PluginState<T> {
  return {
    kind: 'pluginState',
    id: spec.id,
    schema: spec.schema,
    persisted: spec.persisted,
    read: (store) => store.pluginState.value[spec.id] as T | undefined,
    write: (store, value) => {
      const next = { ...store.pluginState.value };
      if (value === undefined) delete next[spec.id];
      else next[spec.id] = value;
      store.pluginState.value = next;
    },
  };
}
