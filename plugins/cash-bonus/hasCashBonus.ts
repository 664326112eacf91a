import { chosenBonuses } from '../../core/index.ts';
import type { FunnelContext } from '../../core/index.ts';

/** Whether a cash bonus is in the cart (classified CASH or with a cash amount): it needs bank data (funnel.md section 5 "IBAN"). */
export function hasCashBonus(context: FunnelContext): boolean {
  return chosenBonuses(context).some(({ bonus }) => bonus.classification === 'CASH' || (bonus.cashBonus ?? 0) > 0);
}
