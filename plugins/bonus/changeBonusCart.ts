import type { FunnelContext } from '../../core/index.ts';
import { addBonus } from './addBonus.ts';
import { bonusCartOf } from './bonusCartOf.ts';
import { isBonusAvailable } from './isBonusAvailable.ts';
import { removeBonus } from './removeBonus.ts';
import { saveBonusCart } from './saveBonusCart.ts';

/**
 * Adds a bonus to the cart (a complex one with its variant) or removes one, stores the cart and
 * sends the bonus tracking event. Returns false when the cart rules refuse the change (full cart,
 * fixed bonus, missing variant) or the bonus can no longer be chosen.
 */
export function changeBonusCart(
  context: FunnelContext,
  change: { readonly action: 'add'; readonly materialNumber: string; readonly variantMaterialNumber?: string } | { readonly action: 'remove'; readonly materialNumber: string },
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
