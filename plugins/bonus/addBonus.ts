import type { BonusCart } from './BonusCart.ts';
import type { CampaignBonusInput } from './CampaignBonusInput.ts';
import { isBonusInCart } from './isBonusInCart.ts';
import { isCartFull } from './isCartFull.ts';
import { isComplexBonus } from './isComplexBonus.ts';

/**
 * Puts a campaign bonus into the cart (funnel.md section 4 "Bonus cart"). A complex bonus needs
 * the material number of one of its variants (see `resolveVariant`); a simple bonus takes none.
 * Returns the same cart unchanged when the bonus is not the campaign's, already in the cart, the
 * cart is full, or the variant is missing, unknown or not expected.
 */
export function addBonus<Entry extends CampaignBonusInput>(
  cart: BonusCart<Entry>,
  materialNumber: string,
  variantMaterialNumber?: string,
): BonusCart<Entry> {
  const campaignBonus = cart.campaignBonuses.find((entry) => entry.bonus.materialNumber === materialNumber);
  if (!campaignBonus || isBonusInCart(cart, materialNumber) || isCartFull(cart)) return cart;
  const { bonus } = campaignBonus;
  if (isComplexBonus(bonus)) {
    const variantKnown = (bonus.variants ?? []).some((variant) => variant.materialNumber === variantMaterialNumber);
    if (!variantKnown) return cart;
  } else if (variantMaterialNumber !== undefined) {
    return cart;
  }
  return { ...cart, items: [...cart.items, { campaignBonus, variantMaterialNumber }] };
}
