import { chosenBonuses, isCashBonus } from '../../core/index.ts';
import type { FunnelContext } from '../../core/index.ts';

/** Whether a cash bonus is in the cart (core's `isCashBonus`): it needs bank data (funnel.md section 5 "IBAN"). */
export function hasCashBonus(context: FunnelContext): boolean {
  return chosenBonuses(context).some(({ bonus }) => isCashBonus(bonus));
}
