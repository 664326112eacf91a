import { useEffect, useRef, useState } from 'react';
import { AdminPage } from '../app/AdminPage.tsx';
import { leaveWithNotice } from '../app/adminNavigation.ts';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import { adminErrorOf } from '../api/adminErrorBody.ts';
import { campaignFailureTexts } from './campaignTexts.ts';
import { CatalogData } from './CatalogData.tsx';
import { PreviewLink } from './PreviewLink.tsx';
import { SalesCampaignEditor } from './SalesCampaignEditor.tsx';
import { AuditLogTable } from '../ui/AuditLogTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';

/** Why a campaign could not be opened, for the overview's message. */
function loadFailureText(salesCampaignId: string, error: unknown): string {
  switch (adminErrorOf(error)?.error) {
    case 'SALES_CAMPAIGN_NOT_FOUND':
      return campaignFailureTexts.notFound(salesCampaignId);
    case 'SALES_CAMPAIGN_NOT_APPROVED':
      return campaignFailureTexts.notApproved(salesCampaignId);
    default:
      return campaignFailureTexts.loadFailed(salesCampaignId);
  }
}

/**
 * Sales campaign customizing (platform.md sections 2 and 3): the campaign with the bonuses it may
 * be given, its catalogue data, the form and its audit log, and the preview as readers see it. A
 * failed load (404, 409 or any other failure) goes to the overview with a message (section 8).
 */
export function SalesCampaignCustomizingPage({ salesCampaignId }: { readonly salesCampaignId: string }) {
  const { client } = useAdminSession();
  const handle = useAdminResource(`salesCampaign:${salesCampaignId}`, async () => {
    const [detail, availableBonuses] = await Promise.all([client.salesCampaign(salesCampaignId), client.availableBonuses(salesCampaignId)]);
    return { detail, availableBonuses };
  });
  const { resource } = handle;
  const [saves, setSaves] = useState(0);
  const savedNotice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (resource.status === 'failed') leaveWithNotice(adminPaths.salesCampaignsOverview, loadFailureText(salesCampaignId, resource.error));
  }, [resource, salesCampaignId]);
  useEffect(() => {
    if (saves > 0) savedNotice.current?.focus();
  }, [saves]);

  const loaded = resource.status === 'ready' ? resource.value : undefined;
  return (
    <AdminPage
      title={loaded ? `Verkaufsaktion „${loaded.detail.salesCampaign.name}“` : 'Verkaufsaktion bearbeiten'}
      actions={<PreviewLink salesCampaignId={salesCampaignId} className="button button--secondary" />}
    >
      {loaded ? (
        <>
          {saves > 0 ? (
            <div ref={savedNotice} tabIndex={-1} role="status" className="alert alert--success campaign-notice">
              Die Verkaufsaktion ist gespeichert. Das Formular zeigt den gespeicherten Stand.
            </div>
          ) : null}
          <CatalogData campaign={loaded.detail.salesCampaign} />
          <SalesCampaignEditor
            // A fresh form per stored state: the answer of the save replaces everything typed.
            key={saves}
            detail={loaded.detail}
            availableBonuses={loaded.availableBonuses}
            onSaved={(detail) => {
              handle.replace({ ...loaded, detail });
              setSaves((count) => count + 1);
            }}
          />
          <CampaignAuditLog salesCampaignId={salesCampaignId} round={saves} />
        </>
      ) : (
        <p role="status" className="admin-loading">
          Verkaufsaktion wird geladen …
        </p>
      )}
    </AdminPage>
  );
}

/** The campaign's audit log (who changed what, before and after), loaded again after each save (`round`). */
function CampaignAuditLog({ salesCampaignId, round }: { readonly salesCampaignId: string; readonly round: number }) {
  const { client } = useAdminSession();
  const handle = useAdminResource(`salesCampaignAuditLog:${salesCampaignId}:${round}`, () => client.salesCampaignAuditLog(salesCampaignId));
  return (
    <section className="admin-section campaign-audit" aria-labelledby="campaign-audit-title">
      <h2 id="campaign-audit-title">Änderungsprotokoll</h2>
      <ResourceView
        handle={handle}
        loadingText="Änderungsprotokoll wird geladen …"
        failedText="Das Änderungsprotokoll konnte nicht geladen werden."
      >
        {(entries) => <AuditLogTable entries={entries} caption="Änderungen an dieser Verkaufsaktion, neueste zuerst" showObject={false} />}
      </ResourceView>
    </section>
  );
}
