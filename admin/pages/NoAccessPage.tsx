import { useEffect } from 'react';
import { PageHeading } from '../../core/ui.ts';
import type { AdminData } from '../api/adminData.ts';
import { LogoutButton } from '../ui/AdminLink.tsx';

/**
 * A logged-in account without a role in this tenant (platform.md section 4 shows nothing; admin/README.md,
 * "No role, no access page"): who is logged in, why nothing shows, whom to ask, and logout, so that
 * another account can log in.
 */
export function NoAccessPage({ data, tenantName }: { readonly data: AdminData; readonly tenantName: string }) {
  useEffect(() => {
    document.title = `Kein Zugriff – Verwaltung ${tenantName}`;
  }, [tenantName]);
  return (
    <>
      <PageHeading>Kein Zugriff auf die Verwaltung</PageHeading>
      <p>
        Sie sind als {`${data.firstName} ${data.lastName}`} ({data.email}) angemeldet. Dieses Konto hat keine Berechtigung für die Verwaltung
        von {tenantName}.
      </p>
      <p>Bitte wenden Sie sich an eine Administratorin oder einen Administrator Ihres Verlags, oder melden Sie sich mit einem anderen Konto an.</p>
      <div className="button-row">
        <LogoutButton logoutUrl={data.logoutUrl} variant="primary" />
      </div>
    </>
  );
}
