import type { CampaignBonus, FunnelContext } from '../../core/index.ts';
import type { BonusCart } from './BonusCart.ts';
import { bonusSelectionState } from './BonusSelectionState.ts';
import { addBonus } from './addBonus.ts';
import { createBonusCart } from './createBonusCart.ts';
import { isBonusAvailable } from './isBonusAvailable.ts';

/**
 * The reader's bonus cart for the current campaign: a new cart (fixed bonuses in it) when nothing
 * was chosen yet, else the stored choice, rebuilt with `addBonus` so it holds each bonus once and
 * no more than the cart takes. The cart takes numberOfBonuses, or fewer when fewer
 * bonuses can still be chosen, so that a cart can always be filled.
 */
export function bonusCartOf(context: FunnelContext, today: Date = new Date()): BonusCart<CampaignBonus> {
  const campaign = context.store.formData.value?.salesCampaign;
  const entries = campaign?.bonuses ?? [];
  const choosable = entries.filter((entry) => entry.fixedBonus || isBonusAvailable(entry, today)).length;
  const cart = createBonusCart(entries, Math.min(campaign?.numberOfBonuses ?? 0, choosable));
  const state = bonusSelectionState.read(context.store);
  if (!state) return cart;
  // The stored choice goes through the cart rules again (it may come back from a payment round
  // trip): a bonus listed twice or beyond numberOfBonuses never reaches the order.
  return state.items.reduce<BonusCart<CampaignBonus>>((next, item) => addBonus(next, item.materialNumber, item.variantMaterialNumber), { ...cart, items: [] });
}
