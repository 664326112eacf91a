import { generateTenantSeed } from '../sandbox/seed/generateTenantSeed.ts';
import { seedCampaigns } from '../sandbox/seed/seedCampaigns.ts';
import { seededTenantKeys, tenantProfileOf } from '../sandbox/seed/loadTenantProfiles.ts';
import type { UrlCampaign } from './formatStartUrls.ts';

/**
 * The sandbox's campaigns readers can order, reduced to what URLs need: the hand-written seeds plus, for
 * each of `packages` without seeds, the campaigns the sandbox generates from it (a campaign seeded as
 * unavailable never becomes a start URL).
 */
export function seededCampaigns(packages: ReadonlyArray<{ readonly key: string }> = []): UrlCampaign[] {
  const generated = packages
    .filter((tenant) => !seededTenantKeys.includes(tenant.key))
    .flatMap((tenant) => generateTenantSeed(tenantProfileOf(tenant.key, tenant)).campaigns);
  return [...seedCampaigns, ...generated]
    .filter((c) => c.unavailableCode === undefined)
    .map((c) => ({ tenant: c.tenant, salesCampaignId: c.view.salesCampaignId, printProductType: c.view.printProductType, description: c.description }));
}
