import type { BonusCart } from './BonusCart.ts';

/** The cart is full when the number of chosen bonuses equals numberOfBonuses (funnel.md section 4). */
export function isCartFull(cart: BonusCart): boolean {
  return cart.items.length === cart.numberOfBonuses;
}
