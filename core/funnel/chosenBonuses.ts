import type { CampaignBonus } from '../api/entities/campaignBonus.ts';
import type { FunnelContext } from './FunnelContext.ts';

/**
 * The campaign bonuses in the reader's bonus cart. Without a cart (bonus plugin not enabled, or
 * nothing chosen yet) the fixed bonuses count, as they are in the cart automatically (funnel.md
 * section 4 "Bonus cart"). Cash bonus, loyalty number and lwl payout read the cart through this.
 */
export function chosenBonuses(context: FunnelContext): readonly CampaignBonus[] {
  const entries = context.store.formData.value?.salesCampaign.bonuses ?? [];
  const cart = context.store.bonusCart.value;
  if (!cart) return entries.filter((entry) => entry.fixedBonus);
  const chosen = new Set(cart);
  return entries.filter((entry) => chosen.has(entry.bonus.materialNumber));
}
