/**
 * The reader's order page of a campaign for a tenant, as staff preview it: `preview=true` asks the
 * server for the staff preview, which it grants only to staff of the tenant (admin/README.md).
 */
export function campaignPreviewUrl(tenantKey: string, salesCampaignId: string): string {
  return `/neubestellung/abo/?${new URLSearchParams({ wa: salesCampaignId, tenant: tenantKey, preview: 'true' }).toString()}`;
}
