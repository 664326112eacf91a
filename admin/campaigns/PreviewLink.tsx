import { useAdminSession } from '../app/AdminSession.ts';

/**
 * Opens the reader's order page of the campaign in a new window, as a staff preview (also for a
 * campaign readers cannot order yet). `compact` shows only "Vorschau" and keeps the rest for screen readers.
 */
export function PreviewLink({
  salesCampaignId,
  compact = false,
  className,
}: {
  readonly salesCampaignId: string;
  readonly compact?: boolean;
  readonly className?: string;
}) {
  const { tenant } = useAdminSession();
  return (
    <a href={campaignPreviewUrl(tenant.key, salesCampaignId)} target="_blank" rel="noopener noreferrer" className={className}>
      Vorschau
      {compact ? (
        <>
          <span aria-hidden="true"> ↗</span>
          <span className="visually-hidden">{` von ${salesCampaignId} (öffnet in neuem Fenster)`}</span>
        </>
      ) : (
        ' (öffnet in neuem Fenster)'
      )}
    </a>
  );
}

/**
 * The reader's order page of a campaign for a tenant, as staff preview it: `preview=true` asks the
 * server for the staff preview, which it grants only to staff of the tenant (admin/README.md).
 */
export function campaignPreviewUrl(tenantKey: string, salesCampaignId: string): string {
  return `/neubestellung/abo/?${new URLSearchParams({ wa: salesCampaignId, tenant: tenantKey, preview: 'true' }).toString()}`;
}
