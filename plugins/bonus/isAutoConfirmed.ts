import type { BonusCart } from './BonusCart.ts';

/** When all of the campaign's bonuses are fixed, the cart is confirmed automatically (funnel.md section 4). */
export function isAutoConfirmed(cart: BonusCart): boolean {
  return cart.campaignBonuses.length > 0 && cart.campaignBonuses.every((entry) => entry.fixedBonus);
}
