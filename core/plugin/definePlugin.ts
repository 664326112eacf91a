import type { Struct } from 'superstruct';
import type { TextNamespace } from '../i18n/TextNamespace.ts';
import type { PluginState } from '../funnel/definePluginState.ts';
import type { Contribution } from './contribute.ts';

/** A plugin as a plain object: what a tenant enables and the wiring resolves. */
export interface Plugin<Options = unknown> {
  readonly kind: 'plugin';
  readonly id: string;
  readonly options: Options;
  /** Checks `options` at wiring time; a mismatch names the plugin and the option. */
  // Stored loosely so that plugins with different options fit one list; definePlugin checks the pairing.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly optionsSchema: Struct<any, any> | undefined;
  // Contributions are heterogeneous by nature: each one is typed by its own point.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly contributes: readonly Contribution<any>[];
  /** Ids of plugins this one builds on; wiring fails (ABOFLOW_MISSING_DEPENDENCY) when the tenant lacks one. */
  readonly requires?: readonly string[];
  /**
   * The plugin's own text namespaces that code outside its lazy chunks reads (a form section's validator):
   * registered into the tenant's i18n instance when the runtime is built. Texts that only lazy components read
   * stay out of this list and load with them (`useTexts`, `translate`).
   */
  readonly texts?: readonly TextNamespace[];
  /** The plugin's own state (`definePluginState`): the persisted ones are kept across a payment round trip. */
  // Each state has its own type; the list only needs the id, the schema and the persisted flag.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly state?: readonly PluginState<any>[];
}

/** Declares a plugin. Plugin modules export a factory, e.g. `gift(options)`, that calls this. */
export function definePlugin<Options>(spec: {
  id: string;
  options?: Options;
  optionsSchema?: Struct<Options, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  contributes: readonly Contribution<any>[];
  requires?: readonly string[];
  texts?: readonly TextNamespace[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state?: readonly PluginState<any>[];
}): Plugin<Options> {
  return {
    kind: 'plugin',
    id: spec.id,
    options: spec.options as Options,
    optionsSchema: spec.optionsSchema,
    contributes: spec.contributes,
    ...(spec.requires ? { requires: spec.requires } : {}),
    ...(spec.texts ? { texts: spec.texts } : {}),
    ...(spec.state ? { state: spec.state } : {}),
  };
}
