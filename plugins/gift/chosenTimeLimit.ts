import type { FunnelContext } from '../../core/index.ts';
import { giftState } from './giftState.ts';

/**
 * The chosen time limit: the one last picked in the order form's gift section (kept in
 * `giftState` at once, see `chooseTimeLimit`), else the submitted form's
 * (`plugins.giftTimeLimit.timeLimit`), else the form data's preset.
 */
export function chosenTimeLimit(context: FunnelContext): number | undefined {
  const picked = giftState.read(context.store)?.timeLimit;
  if (Number.isInteger(picked)) return picked;
  const plugins = context.store.orderFormValues.value?.plugins as Record<string, { timeLimit?: unknown } | undefined> | undefined;
  const chosen = Number(plugins?.giftTimeLimit?.timeLimit ?? Number.NaN);
  if (Number.isInteger(chosen)) return chosen;
  return context.store.formData.value?.giftTimeLimit ?? undefined;
}
