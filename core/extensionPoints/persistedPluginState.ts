import { define, string, type } from 'superstruct';
import type { Struct } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';

/**
 * A plugin's slice of `store.pluginState`, kept across a payment round trip (platform.md
 * section 4). The slice is saved as it is and, on return, restored only when it passes `schema`;
 * a slice nobody declares is not restored.
 */
export interface PersistedPluginState {
  /** The key the plugin writes under in `store.pluginState` (usually its plugin id). */
  readonly id: string;
  // Any plugin's own schema; the slice is only ever validated, never typed through core.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly schema: Struct<any, any>;
}

const struct = define<Struct<unknown, unknown>>('superstruct schema', (value) =>
  typeof value === 'object' && value !== null && 'validator' in value && 'refiner' in value ? true : 'expected a superstruct schema',
);

/**
 * Plugin state slices with their superstruct schema: saved before leaving for a payment provider, validated and
 * restored on return.
 */
export const persistedPluginState = defineExtensionPoint<PersistedPluginState>({
  id: 'persistedPluginState',
  shape: type({ id: string(), schema: struct }),
});
