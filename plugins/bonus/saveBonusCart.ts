import { writePluginState, type FunnelContext } from '../../core/index.ts';
import type { BonusCart } from './BonusCart.ts';
import type { BonusSelectionState } from './BonusSelectionState.ts';

/** Stores the cart's choice in the funnel store (see `BonusSelectionState`). */
export function saveBonusCart(context: FunnelContext, cart: BonusCart): void {
  const state: BonusSelectionState = {
    items: cart.items.map((item) => ({
      materialNumber: item.campaignBonus.bonus.materialNumber,
      ...(item.variantMaterialNumber ? { variantMaterialNumber: item.variantMaterialNumber } : {}),
    })),
  };
  writePluginState(context.store, 'bonus', state);
}
