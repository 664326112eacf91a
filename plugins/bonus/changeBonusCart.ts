import type { FunnelContext } from '../../core/index.ts';
import { addBonus, isBonusAvailable, type BonusCart, type CampaignBonusInput } from './BonusCart.ts';
import { bonusCartOf, type BonusSelectionState, bonusSelectionState } from './BonusSelectionState.ts';

/**
 * Adds a bonus to the cart (a complex one with its variant) or removes one, stores the cart and
 * sends the bonus tracking event. Returns false when the cart rules refuse the change (full cart,
 * fixed bonus, missing variant) or the bonus can no longer be chosen.
 */
export function changeBonusCart(
  context: FunnelContext,
  change:
    | { readonly action: 'add'; readonly materialNumber: string; readonly variantMaterialNumber?: string }
    | { readonly action: 'remove'; readonly materialNumber: string },
  today: Date = new Date(),
): boolean {
  const cart = bonusCartOf(context, today);
  const entry = cart.campaignBonuses.find((candidate) => candidate.bonus.materialNumber === change.materialNumber);
  if (change.action === 'add' && (!entry || !isBonusAvailable(entry, today))) return false;
  const next =
    change.action === 'add'
      ? addBonus(cart, change.materialNumber, change.variantMaterialNumber)
      : removeBonus(cart, change.materialNumber);
  if (next === cart) return false;
  saveBonusCart(context, next);
  context.track({
    type: 'bonus',
    action: change.action,
    materialNumbers: [change.action === 'add' && change.variantMaterialNumber ? change.variantMaterialNumber : change.materialNumber],
    salesCampaignId: context.store.formData.value?.salesCampaign.salesCampaignId,
  });
  return true;
}

/**
 * Takes a bonus out of the cart. Fixed bonuses cannot be removed (funnel.md section 4): the cart
 * is returned unchanged for them and for bonuses not in the cart.
 */
export function removeBonus<Entry extends CampaignBonusInput>(cart: BonusCart<Entry>, materialNumber: string): BonusCart<Entry> {
  const index = cart.items.findIndex((item) => item.campaignBonus.bonus.materialNumber === materialNumber);
  if (index === -1 || cart.items[index]?.campaignBonus.fixedBonus) return cart;
  return { ...cart, items: cart.items.filter((_, itemIndex) => itemIndex !== index) };
}

/** Stores the cart's choice in the funnel store: the plugin's own state, and the cart other plugins read through core's chosenBonuses(). */
function saveBonusCart(context: FunnelContext, cart: BonusCart): void {
  const state: BonusSelectionState = {
    items: cart.items.map((item) => ({
      materialNumber: item.campaignBonus.bonus.materialNumber,
      ...(item.variantMaterialNumber ? { variantMaterialNumber: item.variantMaterialNumber } : {}),
    })),
  };
  bonusSelectionState.write(context.store, state);
  context.store.bonusCart.value = state.items.map((item) => item.materialNumber);
}
