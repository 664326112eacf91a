/**
 * Whether a campaign is a day pass: its id starts with one of the tenant's configured prefixes
 * (funnel.md section 9; one publisher uses DSZ1TAG, the default list is empty).
 */
export function isDayPass(salesCampaignId: string, dayPassPrefixes: readonly string[]): boolean {
  return dayPassPrefixes.some((prefix) => prefix !== '' && salesCampaignId.toUpperCase().startsWith(prefix.toUpperCase()));
}
