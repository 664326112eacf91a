import { seedCampaigns } from '../sandbox/seed/seedCampaigns.ts';
import type { UrlCampaign } from './formatStartUrls.ts';

/** The sandbox's seeded sales campaigns, reduced to what URLs need. */
export function seededCampaigns(): UrlCampaign[] {
  return seedCampaigns.map((c) => ({ tenant: c.tenant, salesCampaignId: c.view.salesCampaignId, printProductType: c.view.printProductType }));
}
