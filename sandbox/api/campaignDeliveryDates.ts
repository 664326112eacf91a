import type { DeliveryDateInfo } from '../domain/DeliveryDateInfo.ts';
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
