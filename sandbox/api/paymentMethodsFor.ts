import type { CampaignRecord } from '../store/CampaignRecord.ts';

/** The payment method keys a campaign offers for a country; none for a country it does not offer. */
export function paymentMethodsFor(campaign: CampaignRecord, country: string): string[] {
  if (!(country in campaign.countries)) return [];
  return [...(campaign.paymentMethods[country] ?? campaign.paymentMethods['*'] ?? [])];
}
