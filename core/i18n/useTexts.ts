import { useTranslation } from 'react-i18next';
import type { NamespaceTexts, TextNamespace } from './TextNamespace.ts';
import { type TextKey, translate } from './translate.ts';

/** A namespace's typed translation function: a key of its texts and the interpolation values. */
export type TextsFunction<Texts extends NamespaceTexts> = (key: TextKey<Texts>, values?: Readonly<Record<string, unknown>>) => string;

/**
 * The typed translation function of a namespace for a component, from the tenant's i18n instance in React's
 * context: `const t = useTexts(loyaltyTexts); t('label')`. The texts are added on first use (a lazy chunk brings
 * them along).
 */
export function useTexts<Texts extends NamespaceTexts>(namespace: TextNamespace<Texts>): TextsFunction<Texts> {
  const { i18n } = useTranslation();
  return (key, values) => translate(i18n, namespace, key, values);
}
