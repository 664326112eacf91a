import { validate, type Struct } from 'superstruct';

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
