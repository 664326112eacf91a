import type { BonusCart } from './BonusCart.ts';

/** Whether the bonus with this material number is in the cart; a tile is either active or in the cart. */
export function isBonusInCart(cart: BonusCart, materialNumber: string): boolean {
  return cart.items.some((item) => item.campaignBonus.bonus.materialNumber === materialNumber);
}
