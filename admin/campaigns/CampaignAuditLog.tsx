import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import { AuditLogTable } from '../ui/AuditLogTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';

/** The campaign's audit log (who changed what, before and after), loaded again after each save (`round`). */
export function CampaignAuditLog({ salesCampaignId, round }: { readonly salesCampaignId: string; readonly round: number }) {
  const { client } = useAdminSession();
  const handle = useAdminResource(`salesCampaignAuditLog:${salesCampaignId}:${round}`, () => client.salesCampaignAuditLog(salesCampaignId));
  return (
    <section className="admin-section campaign-audit" aria-labelledby="campaign-audit-title">
      <h2 id="campaign-audit-title">Änderungsprotokoll</h2>
      <ResourceView handle={handle} loadingText="Änderungsprotokoll wird geladen …" failedText="Das Änderungsprotokoll konnte nicht geladen werden.">
        {(entries) => <AuditLogTable entries={entries} caption="Änderungen an dieser Verkaufsaktion, neueste zuerst" showObject={false} />}
      </ResourceView>
    </section>
  );
}
