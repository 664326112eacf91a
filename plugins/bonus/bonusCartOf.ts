import { readPluginState, type CampaignBonus, type FunnelContext } from '../../core/index.ts';
import type { BonusCart } from './BonusCart.ts';
import type { BonusSelectionState } from './BonusSelectionState.ts';
import { createBonusCart } from './createBonusCart.ts';
import { isBonusAvailable } from './isBonusAvailable.ts';

/**
 * The reader's bonus cart for the current campaign: a new cart (fixed bonuses in it) when nothing
 * was chosen yet, else the stored choice. The cart takes numberOfBonuses, or fewer when fewer
 * bonuses can still be chosen, so that a cart can always be filled.
 */
export function bonusCartOf(context: FunnelContext, today: Date = new Date()): BonusCart<CampaignBonus> {
  const campaign = context.store.formData.value?.salesCampaign;
  const entries = campaign?.bonuses ?? [];
  const choosable = entries.filter((entry) => entry.fixedBonus || isBonusAvailable(entry, today)).length;
  const cart = createBonusCart(entries, Math.min(campaign?.numberOfBonuses ?? 0, choosable));
  const state = readPluginState<BonusSelectionState | undefined>(context.store, 'bonus', undefined);
  if (!state) return cart;
  const items = state.items.flatMap((item) => {
    const campaignBonus = entries.find((entry) => entry.bonus.materialNumber === item.materialNumber);
    return campaignBonus ? [{ campaignBonus, variantMaterialNumber: item.variantMaterialNumber }] : [];
  });
  return { ...cart, items };
}
