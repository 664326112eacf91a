import { addDays, format } from 'date-fns';
import type { DeliveryDateInfo } from '../domain/deliveryDates.ts';
import { deliveryDates } from '../domain/deliveryDates.ts';
import { tenantDeliveryAreas } from '../domain/tenantDeliveryAreas.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';

/** Earliest start for print and magazines, in days (funnel.md section 9, the same for every tenant). */
const printOffsetDays = 10;

/** The delivery dates of a campaign as of `today`, with the public holidays of its tenant's state. */
export function campaignDeliveryDates(campaign: CampaignRecord, today: Date): DeliveryDateInfo {
  return deliveryDates({
    today,
    printProductType: campaign.view.printProductType,
    printOffsetDays,
    state: tenantDeliveryAreas[campaign.tenant]?.state ?? 'BW',
  });
}

/** The latest start a reader may choose: 90 days ahead, the window whose Sundays and holidays the delivery-date info lists. */
export function latestStartDate(today: Date): string {
  return format(addDays(today, 90), 'yyyy-MM-dd');
}

/** The start an order gets: the asked date, or the earliest when none or an earlier one is asked (a page left open overnight). */
export function orderStartDate(campaign: CampaignRecord, asked: string | null | undefined, today: Date): string {
  const { earliestDate } = campaignDeliveryDates(campaign, today);
  return asked && asked >= earliestDate ? asked : earliestDate;
}
