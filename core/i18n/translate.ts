import type { i18n } from 'i18next';
import type { NamespaceTexts, TextNamespace } from './TextNamespace.ts';

/**
 * A key a namespace's texts can be read by: each key, and a plural's base (`months` for `months_one` and
 * `months_other`, read with `{ count }`; German has just these two forms).
 */
export type TextKey<Texts extends NamespaceTexts> = {
  [Key in keyof Texts & string]: Key | (Key extends `${infer Base}_${'one' | 'other'}` ? Base : never);
}[keyof Texts & string];

/**
 * One text of a namespace through i18next, with its interpolation (`{{date}}` from `values.date`); for code outside
 * React such as a form section's validator, which gets the instance as `context.i18n`. The namespace is added to the
 * instance on first use, so texts of a lazy chunk need no registration of their own. The key is typed by the texts.
 */
export function translate<Texts extends NamespaceTexts>(
  instance: i18n,
  namespace: TextNamespace<Texts>,
  key: TextKey<Texts>,
  values?: Readonly<Record<string, unknown>>,
): string {
  // A namespace the instance holds already (registered with the runtime, or a tenant block of that name) wins.
  if (!instance.hasResourceBundle('de', namespace.namespace)) instance.addResourceBundle('de', namespace.namespace, namespace.texts);
  // The key is checked by the texts' type; i18next's own key typing knows only the default namespace.
  return (instance.t as (key: string, options: Readonly<Record<string, unknown>>) => string)(key, { ...values, ns: namespace.namespace });
}
