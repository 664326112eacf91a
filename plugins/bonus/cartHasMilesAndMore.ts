import type { BonusCart } from './BonusCart.ts';

/** Whether the cart holds a loyalty-programme (Miles & More) bonus, which asks for the mmNumber (funnel.md section 5). */
export function cartHasMilesAndMore(cart: BonusCart): boolean {
  return cart.items.some((item) => item.campaignBonus.bonus.classification === 'MILES_AND_MORE');
}
