import type { BonusCart } from './BonusCart.ts';
import { isBonusInCart } from './isBonusInCart.ts';
import { isCartFull } from './isCartFull.ts';

/** Confirming the cart needs all fixed bonuses present and a full cart (funnel.md section 4). */
export function canConfirm(cart: BonusCart): boolean {
  const fixedPresent = cart.campaignBonuses
    .filter((entry) => entry.fixedBonus)
    .every((entry) => isBonusInCart(cart, entry.bonus.materialNumber));
  return fixedPresent && isCartFull(cart);
}
