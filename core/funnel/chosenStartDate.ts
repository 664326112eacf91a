import type { FormData } from '../api/entities/formData.ts';

/**
 * The start date the reader chose, when the campaign lets them choose one (funnel.md sections 3
 * and 4: print and magazine campaigns with showStartDate); undefined otherwise or when it is not
 * an ISO date.
 */
export function chosenStartDate(formData: Pick<FormData, 'salesCampaign'>, startDate: string | undefined): string | undefined {
  const campaign = formData.salesCampaign;
  if (campaign.printProductType === 'D' || campaign.showStartDate !== true) return undefined;
  return startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : undefined;
}
