import { type Struct, validate } from 'superstruct';
import type { TextNamespace } from '../i18n/TextNamespace.ts';
import type { PluginState } from '../funnel/definePluginState.ts';
import type { ExtensionPoint } from './defineExtensionPoint.ts';

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

/** One plugin's contribution to one extension point. */
export interface Contribution<T = unknown> {
  readonly point: ExtensionPoint<T>;
  readonly value: T;
}

/** Pairs a value with the point it is for; the type of `value` follows the point. */
export function contribute<T>(point: ExtensionPoint<T>, value: T): Contribution<T> {
  return { point, value };
}

/**
 * A plugin's options with the defaults its schema declares (superstruct `defaulted`): the schema is the one
 * source of the options' type, defaults and rules. `settings` is what the plugin stores for the tenant check:
 * the completed options, or the options as given (defaults filled in) when they break a rule, so the check names the mistake.
 * `resolved` is what the plugin runs with: the completed options, or the schema's defaults for broken ones.
 */
export function resolveOptions<T>(given: object, schema: Struct<T, unknown>): { readonly settings: T; readonly resolved: T } {
  const [error, value] = validate(given, schema, { coerce: true });
  if (!error) return { settings: value, resolved: value };
  // No options at all pass a schema whose every field has a default; coercion fills them in.
  const defaults = validate({}, schema, { coerce: true })[1] as T;
  // The defaults fill what was left out, so the check names only what was given wrong.
  return { settings: { ...defaults, ...given } as T, resolved: defaults };
}
