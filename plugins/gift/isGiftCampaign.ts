import type { FunnelContext } from '../../core/index.ts';

/** Whether the campaign is a gift subscription (salesCampaign.giftSubscription). */
export function isGiftCampaign(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.giftSubscription === true;
}
