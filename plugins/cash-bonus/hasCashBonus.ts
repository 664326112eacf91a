import { chosenBonuses, isPayoutBonus } from '../../core/index.ts';
import type { FunnelContext } from '../../core/index.ts';

/** Whether a cash bonus is in the cart (core's `isPayoutBonus`): it needs bank data (funnel.md section 5 "IBAN"). */
export function hasCashBonus(context: FunnelContext): boolean {
  return chosenBonuses(context).some(({ bonus }) => isPayoutBonus(bonus));
}
