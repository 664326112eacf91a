import { array, object, optional, string, type Infer, boolean } from 'superstruct';
import { definePluginState, type FunnelContext, type CampaignBonus } from '../../core/index.ts';
import { type BonusCart, addBonus, createBonusCart, isBonusAvailable, isAutoConfirmed } from './BonusCart.ts';

const bonusSelection = object({
  items: array(object({ materialNumber: string(), variantMaterialNumber: optional(string()) })),
});

/**
 * What the bonus plugin keeps in the funnel store: the chosen bonuses by material number, with the chosen variant
 * of a complex bonus. Other plugins (cash bonus, loyalty, lwl) read the cart through core's `chosenBonuses`.
 */
export type BonusSelectionState = Infer<typeof bonusSelection>;

/** The bonus plugin's chosen bonuses; the cart's material numbers are also core's `store.bonusCart`. */
export const bonusSelectionState = definePluginState({ id: 'bonus', schema: bonusSelection, persisted: false });

/** funnel.md section 4's flag orderBonusCartConfirmed: the reader confirmed the bonus cart, Start moves on. */
export const bonusCartConfirmedState = definePluginState({ id: 'orderBonusCartConfirmed', schema: boolean(), persisted: true });

/** Whether the campaign offers bonuses to choose: a bonus list and a number of bonuses above zero. */
export function hasBonuses(context: FunnelContext): boolean {
  const campaign = context.store.formData.value?.salesCampaign;
  return (campaign?.bonuses?.length ?? 0) > 0 && (campaign?.numberOfBonuses ?? 0) > 0;
}

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
  return state.items.reduce<BonusCart<CampaignBonus>>((next, item) => addBonus(next, item.materialNumber, item.variantMaterialNumber), {
    ...cart,
    items: [],
  });
}

/**
 * The bonus selection is the start page's first step (funnel.md section 2) while the campaign has
 * bonuses and the cart is not confirmed; a cart of fixed bonuses only confirms itself.
 */
export function isBonusSelectionDue(context: FunnelContext): boolean {
  if (!hasBonuses(context) || bonusCartConfirmedState.read(context.store) === true) return false;
  return !isAutoConfirmed(bonusCartOf(context));
}
