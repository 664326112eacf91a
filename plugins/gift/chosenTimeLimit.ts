import { integer, object, optional } from 'superstruct';
import { definePluginState, type FunnelContext } from '../../core/index.ts';

/**
 * The time limit last picked in the order form's gift section, kept at once so the price follows the pick. Not
 * persisted: the submitted form's values carry the pick across a payment round trip.
 */
export const giftState = definePluginState({ id: 'gift', schema: object({ timeLimit: optional(integer()) }), persisted: false });

const giftTimeLimits: readonly number[] = [0, 3, 6, 12];

/**
 * The gift time-limit choices in months (funnel.md sections 3 and 9): by default 0 ('unbegrenzt'), 3, 6 and 12. A
 * tenant may pass its own list; each must be a whole number of at least 0. The section words them (`timeLimitLabel`).
 */
export function timeLimitOptions(months: readonly number[] = giftTimeLimits): readonly number[] {
  for (const value of months) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`timeLimitOptions: ${value} is not a whole number of months ≥ 0; use e.g. [0, 3, 6, 12]`);
    }
  }
  return [...months];
}

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
