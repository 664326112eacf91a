import type { FunnelContext } from '../../core/index.ts';
import type { BonusCart } from './BonusCart.ts';
import { type BonusSelectionState, bonusSelectionState } from './BonusSelectionState.ts';

/** Stores the cart's choice in the funnel store: the plugin's own state, and the cart other plugins read through core's chosenBonuses(). */
export function saveBonusCart(context: FunnelContext, cart: BonusCart): void {
  const state: BonusSelectionState = {
    items: cart.items.map((item) => ({
      materialNumber: item.campaignBonus.bonus.materialNumber,
      ...(item.variantMaterialNumber ? { variantMaterialNumber: item.variantMaterialNumber } : {}),
    })),
  };
  bonusSelectionState.write(context.store, state);
  context.store.bonusCart.value = state.items.map((item) => item.materialNumber);
}
