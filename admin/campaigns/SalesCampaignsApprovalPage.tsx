import { AdminPage } from '../app/AdminPage.tsx';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import { ResourceView } from '../ui/ResourceView.tsx';
import { ApprovalEditor } from './ApprovalEditor.tsx';
import { approvalTexts as texts } from './approvalTexts.ts';

/**
 * Sales campaign approval (platform.md section 2, admins): every campaign of the tenant with id,
 * name, active, approved and validity, sortable and filterable; approvals are changed on screen
 * and saved together. A failed load or save goes to the home (section 8).
 */
export function SalesCampaignsApprovalPage() {
  const { client, tenant } = useAdminSession();
  const handle = useAdminResource('availableSalesCampaigns', () => client.availableSalesCampaigns(), { path: adminPaths.home, text: texts.loadFailed });
  return (
    <AdminPage title={texts.title}>
      <p className="approval-intro">{texts.intro(tenant.name)}</p>
      <ResourceView handle={handle} loadingText={texts.loading} failedText={texts.loadFailed}>
        {(campaigns) => <ApprovalEditor campaigns={campaigns} onSaved={handle.replace} />}
      </ResourceView>
    </AdminPage>
  );
}
