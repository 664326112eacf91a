import { AdminPage } from '../app/AdminPage.tsx';
import { type AdminScreenId, adminScreenIds, adminScreens, screenPath } from '../app/adminScreens.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import type { AdminPermission } from '../api/adminPermissions.ts';
import type { AdminRole } from '../api/adminRoleOf.ts';
import { AdminLink, LogoutButton } from '../ui/AdminLink.tsx';
import { AuditLogTable } from '../ui/AuditLogTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';

/** The German names of the roles (platform.md section 6: the user role is "Benutzer"). */
const roleLabels: Readonly<Record<AdminRole, string>> = {
  admin: 'Administrator',
  keyuser: 'Key-User',
  user: 'Benutzer',
};

interface HomeLink {
  readonly permission: AdminPermission;
  readonly to: string;
  readonly label: string;
  readonly description: string;
}

// platform.md section 2: manage key users, manage users, maintain sales campaigns, approved sales campaigns (plus the admins' own list).
const homeLinks: readonly HomeLink[] = adminScreenIds
  .flatMap((id) => {
    const screen: (typeof adminScreens)[AdminScreenId] = adminScreens[id];
    if (!('navigation' in screen) || !('link' in screen.access)) return [];
    return [{ position: screen.navigation.position, permission: screen.access.link, to: screenPath(id), label: screen.title, description: screen.navigation.description }];
  })
  .sort((a, b) => a.position - b.position)
  .map(({ position: _, ...link }) => link);

/**
 * The admin home (platform.md section 2): the links the permissions allow, who is logged in,
 * the release version, the documentation link and logout; admins also see the tenant's latest
 * changes (the audit log).
 */
export function AdminHomePage() {
  const { data, role, tenant } = useAdminSession();
  const links = homeLinks.filter((link) => data._links[link.permission] !== undefined);
  return (
    <AdminPage
      title={`Verwaltung ${tenant.name}`}
      actions={
        <LogoutButton logoutUrl={data.logoutUrl} variant="secondary" />
      }
    >
      <p className="admin-home__who">
        Angemeldet als <strong>{`${data.firstName} ${data.lastName}`}</strong> ({data.email}), Rolle {roleLabels[role]}
      </p>
      <nav aria-label="Bereiche der Verwaltung">
        <ul className="admin-home__links">
          {links.map((link) => (
            <li key={link.to}>
              <AdminLink to={link.to} className="admin-home__link">
                <span className="admin-home__label">{link.label}</span>
                <span className="admin-home__description">{link.description}</span>
              </AdminLink>
            </li>
          ))}
        </ul>
      </nav>
      {data._links.auditLog ? <RecentChanges /> : null}
      <footer className="admin-home__meta">
        <p>Version {data.homePageInfos.version}</p>
        <p>
          <a href={data.homePageInfos.documentationLink} target="_blank" rel="noopener noreferrer">
            Dokumentation (öffnet in neuem Fenster)
          </a>
        </p>
      </footer>
    </AdminPage>
  );
}

/** The tenant's latest changes, for admins. */
function RecentChanges() {
  const { client } = useAdminSession();
  const handle = useAdminResource('auditLog', () => client.auditLog({ limit: 50 }));
  return (
    <section aria-labelledby="recent-changes" className="admin-section">
      <h2 id="recent-changes">Letzte Änderungen</h2>
      <ResourceView handle={handle} loadingText="Änderungsprotokoll wird geladen …" failedText="Das Änderungsprotokoll konnte nicht geladen werden.">
        {(entries) => <AuditLogTable entries={entries} caption="Die letzten 50 Änderungen, neueste zuerst" />}
      </ResourceView>
    </section>
  );
}
