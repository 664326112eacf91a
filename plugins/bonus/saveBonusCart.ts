import { writePluginState, type FunnelContext } from '../../core/index.ts';
import type { BonusCart } from './BonusCart.ts';
import type { BonusSelectionState } from './BonusSelectionState.ts';

/** Stores the cart's choice in the funnel store: the plugin's own state, and the cart other plugins read through core's chosenBonuses(). */
export function saveBonusCart(context: FunnelContext, cart: BonusCart): void {
  const state: BonusSelectionState = {
    items: cart.items.map((item) => ({
      materialNumber: item.campaignBonus.bonus.materialNumber,
      ...(item.variantMaterialNumber ? { variantMaterialNumber: item.variantMaterialNumber } : {}),
    })),
  };
  writePluginState(context.store, 'bonus', state);
  context.store.bonusCart.value = state.items.map((item) => item.materialNumber);
}
