import type { FunnelContext } from '../../core/index.ts';

/** Whether the campaign is a student subscription (funnel.md section 3, studentSubscription). */
export function isStudentCampaign(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.studentSubscription === true;
}
