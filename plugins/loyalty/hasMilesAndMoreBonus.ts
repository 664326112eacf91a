import { chosenBonuses } from '../../core/index.ts';
import type { FunnelContext } from '../../core/index.ts';

/** Whether a Miles & More bonus is in the cart: only then the loyalty number is asked for (funnel.md section 5). */
export function hasMilesAndMoreBonus(context: FunnelContext): boolean {
  return chosenBonuses(context).some((entry) => entry.bonus.classification === 'MILES_AND_MORE');
}
