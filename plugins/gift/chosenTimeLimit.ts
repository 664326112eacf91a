import type { FunnelContext } from '../../core/index.ts';

/** The time limit chosen in the order form's gift section (`plugins.giftTimeLimit.timeLimit`), else the form data's. */
export function chosenTimeLimit(context: FunnelContext): number | undefined {
  const plugins = context.store.orderFormValues.value?.plugins as Record<string, { timeLimit?: unknown } | undefined> | undefined;
  const chosen = Number(plugins?.giftTimeLimit?.timeLimit ?? Number.NaN);
  if (Number.isInteger(chosen)) return chosen;
  return context.store.formData.value?.giftTimeLimit ?? undefined;
}
