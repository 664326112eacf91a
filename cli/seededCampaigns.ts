import { seedCampaigns } from '../sandbox/seed/seedCampaigns.ts';
import type { UrlCampaign } from './formatStartUrls.ts';

/** The sandbox's seeded sales campaigns readers can order, reduced to what URLs need (a campaign seeded as unavailable never becomes a start URL). */
export function seededCampaigns(): UrlCampaign[] {
  return seedCampaigns.filter((c) => c.unavailableCode === undefined).map((c) => ({ tenant: c.tenant, salesCampaignId: c.view.salesCampaignId, printProductType: c.view.printProductType }));
}
