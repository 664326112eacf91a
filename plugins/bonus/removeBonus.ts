import type { BonusCart } from './BonusCart.ts';
import type { CampaignBonusInput } from './CampaignBonusInput.ts';

/**
 * Takes a bonus out of the cart. Fixed bonuses cannot be removed (funnel.md section 4): the cart
 * is returned unchanged for them and for bonuses not in the cart.
 */
export function removeBonus<Entry extends CampaignBonusInput>(
  cart: BonusCart<Entry>,
  materialNumber: string,
): BonusCart<Entry> {
  const index = cart.items.findIndex((item) => item.campaignBonus.bonus.materialNumber === materialNumber);
  if (index === -1 || cart.items[index]?.campaignBonus.fixedBonus) return cart;
  return { ...cart, items: cart.items.filter((_, itemIndex) => itemIndex !== index) };
}
