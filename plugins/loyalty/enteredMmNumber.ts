import type { FunnelContext } from '../../core/index.ts';

/** The loyalty number as entered in the order form (`plugins.loyalty.mmNumber`), else the form data's, trimmed. */
export function enteredMmNumber(context: FunnelContext): string {
  const plugins = context.store.orderFormValues.value?.plugins as Record<string, { mmNumber?: unknown } | undefined> | undefined;
  const entered = plugins?.loyalty?.mmNumber;
  if (typeof entered === 'string') return entered.trim();
  return context.store.formData.value?.mmNumber?.trim() ?? '';
}
