import { isCashBonus } from '../../core/index.ts';
import type { BonusCart } from './BonusCart.ts';

/** Whether the cart holds a cash bonus, which needs bank data (funnel.md sections 1 and 5; core's `isCashBonus`). */
export function cartHasCashBonus(cart: BonusCart): boolean {
  return cart.items.some(({ campaignBonus: { bonus } }) => isCashBonus(bonus));
}
