/** The texts of one i18next namespace: a flat record of German texts, `{{name}}` marking an interpolation. */
export type NamespaceTexts = Readonly<Record<string, string>>;

/**
 * Texts that belong to one i18next namespace, declared where they are used (a plugin's own folder, a core page) so
 * that they ship only with that code. A plain object, so a namespace costs no code of its own in the bundle:
 *
 * @example
 * export const loyaltyTexts = { namespace: 'loyalty', texts: { invalid: 'Bitte prüfen Sie …' } } satisfies TextNamespace;
 *
 * A plugin lists a namespace that code outside its lazy chunks reads (a form section's validator) in
 * `definePlugin({ texts })`, registered when the runtime is built; a namespace that only its lazy components read
 * stays out of that list and is added on first use (`useTexts`, `translate`), so it loads with that chunk.
 */
export interface TextNamespace<Texts extends NamespaceTexts = NamespaceTexts> {
  /** The i18next namespace, e.g. 'loyalty'; unique among core's, the plugins' and the tenant's namespaces. */
  readonly namespace: string;
  /** The German texts, registered into the tenant's i18n instance under `namespace`. */
  readonly texts: Texts;
}
