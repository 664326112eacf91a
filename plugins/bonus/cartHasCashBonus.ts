import type { BonusCart } from './BonusCart.ts';

/**
 * Whether the cart holds a cash bonus, which needs bank data (funnel.md sections 1 and 5): a bonus
 * classified CASH, or one with a cash amount above zero.
 */
export function cartHasCashBonus(cart: BonusCart): boolean {
  return cart.items.some(({ campaignBonus: { bonus } }) => bonus.classification === 'CASH' || (bonus.cashBonus ?? 0) > 0);
}
