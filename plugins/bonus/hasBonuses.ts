import type { FunnelContext } from '../../core/index.ts';

/** Whether the campaign offers bonuses to choose: a bonus list and a number of bonuses above zero. */
export function hasBonuses(context: FunnelContext): boolean {
  const campaign = context.store.formData.value?.salesCampaign;
  return (campaign?.bonuses?.length ?? 0) > 0 && (campaign?.numberOfBonuses ?? 0) > 0;
}
