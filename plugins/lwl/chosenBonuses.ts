import type { CampaignBonus, FunnelContext } from '../../core/index.ts';

/**
 * The campaign bonuses in the reader's bonus cart. The bonus plugin keeps the cart under its id as
 * `{ items: [{ materialNumber }] }`; without it (bonus plugin not enabled or nothing chosen yet) the
 * fixed bonuses count, as they are in the cart automatically (funnel.md section 4 "Bonus cart").
 */
export function chosenBonuses(context: FunnelContext): readonly CampaignBonus[] {
  const entries = context.store.formData.value?.salesCampaign.bonuses ?? [];
  const cart = context.store.pluginState.value.bonus as { readonly items?: readonly { readonly materialNumber: string }[] } | undefined;
  if (!cart?.items) return entries.filter((entry) => entry.fixedBonus);
  const chosen = new Set(cart.items.map((item) => item.materialNumber));
  return entries.filter((entry) => chosen.has(entry.bonus.materialNumber));
}
