import type { BonusCart } from './BonusCart.ts';

/**
 * The material numbers of the cart for the order request's bonusMatNrs (funnel.md section 3): a
 * complex bonus contributes its chosen variant's material number, any other bonus its own.
 */
export function bonusMatNrs(cart: BonusCart): string[] {
  return cart.items.map((item) => item.variantMaterialNumber ?? item.campaignBonus.bonus.materialNumber);
}
