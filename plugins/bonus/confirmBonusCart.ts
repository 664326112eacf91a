import type { FunnelContext } from '../../core/index.ts';
import { bonusCartConfirmedState, bonusCartOf } from './BonusSelectionState.ts';
import { bonusMatNrs, type BonusCart, isBonusInCart, isCartFull } from './BonusCart.ts';

/**
 * Confirms the cart ('Weiter'): only with all fixed bonuses and a full cart (funnel.md section 4).
 * Sets orderBonusCartConfirmed, which moves the start page on, and sends the bonus tracking event.
 * Returns whether it confirmed.
 */
export function confirmBonusCart(context: FunnelContext): boolean {
  const cart = bonusCartOf(context);
  if (!canConfirm(cart)) return false;
  bonusCartConfirmedState.write(context.store, true);
  context.track({
    type: 'bonus',
    action: 'confirm',
    materialNumbers: bonusMatNrs(cart),
    salesCampaignId: context.store.formData.value?.salesCampaign.salesCampaignId,
  });
  return true;
}

/** Confirming the cart needs all fixed bonuses present and a full cart (funnel.md section 4). */
export function canConfirm(cart: BonusCart): boolean {
  const fixedPresent = cart.campaignBonuses
    .filter((entry) => entry.fixedBonus)
    .every((entry) => isBonusInCart(cart, entry.bonus.materialNumber));
  return fixedPresent && isCartFull(cart);
}
