import type { FunnelContext } from '../../core/index.ts';

/** Whether the campaign is a recruit-a-subscriber (lwl) campaign (salesCampaign.lwl). */
export function isLwlCampaign(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.lwl === true;
}
