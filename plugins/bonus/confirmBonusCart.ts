import type { FunnelContext } from '../../core/index.ts';
import { bonusCartConfirmedState } from './bonusCartConfirmedState.ts';
import { bonusCartOf } from './bonusCartOf.ts';
import { bonusMatNrs } from './bonusMatNrs.ts';
import { canConfirm } from './canConfirm.ts';

/**
 * Confirms the cart ('Weiter'): only with all fixed bonuses and a full cart (funnel.md section 4).
 * Sets orderBonusCartConfirmed, which moves the start page on, and sends the bonus tracking event.
 * Returns whether it confirmed.
 */
export function confirmBonusCart(context: FunnelContext): boolean {
  const cart = bonusCartOf(context);
  if (!canConfirm(cart)) return false;
  bonusCartConfirmedState.write(context.store, true);
  context.track({
    type: 'bonus',
    action: 'confirm',
    materialNumbers: bonusMatNrs(cart),
    salesCampaignId: context.store.formData.value?.salesCampaign.salesCampaignId,
  });
  return true;
}
