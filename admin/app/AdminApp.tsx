import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useInsertionEffect, useMemo, useRef, useState } from 'react';
import type { FunnelContext } from '../../core/index.ts';
import { Alert, PageHeading } from '../../core/ui.ts';
import type { AdminData } from '../api/adminData.ts';
import { adminRoleOf } from '../api/adminRoleOf.ts';
import { createAdminApiClient } from '../api/createAdminApiClient.ts';
import { NoAccessPage } from '../pages/NoAccessPage.tsx';
import { adminAppMarker } from './adminAppMarker.ts';
import { AdminRoutes } from './AdminRoutes.tsx';
import { AdminSessionContext, type AdminSession } from './AdminSession.ts';
import { LeaveConfirmDialog } from './LeaveConfirmDialog.tsx';
import { withoutServiceTicket } from './adminPaths.ts';
import bonusesCss from '../bonuses/bonuses.css?inline';
import approvalCss from '../campaigns/approval.css?inline';
import campaignsCss from '../campaigns/campaigns.css?inline';
import usersCss from '../users/users.css?inline';
import adminCss from './admin.css?inline';

export { stepBack } from './adminNavigation.ts';


// Injected by the admin chunk itself: a CSS chunk would add the CSS loader to every reader's Start route.
function useAdminStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById('aboflow-admin-css')) return;
    const style = document.createElement('style');
    style.id = 'aboflow-admin-css';
    style.textContent = [adminCss, usersCss, campaignsCss, approvalCss, bonusesCss].join('\n');
    document.head.append(style);
  }, []);
}

type Gate =
  | { readonly kind: 'checking' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'noAccess'; readonly data: AdminData }
  | { readonly kind: 'ready'; readonly session: AdminSession };

/**
 * The admin app at /internal (platform.md section 2): checks the staff login (isLoggedIn with mode
 * internal) and sends a visitor to the staff login, loads the admin data and sets the role; only
 * then it renders. An account without a role gets the no-access page. A call answered 401 (the
 * session expired) runs the check again, which sends staff to the staff login.
 */
export function AdminApp({ context }: { readonly context: FunnelContext }) {
  useSignals();
  useAdminStyles();
  const loggedOut = useRef<() => void>(() => {});
  const client = useMemo(() => createAdminApiClient({ tenantKey: context.tenant.key, onLoggedOut: () => loggedOut.current() }), [context.tenant.key]);
  const [gate, setGate] = useState<Gate>({ kind: 'checking' });

  const open = useCallback(async () => {
    setGate({ kind: 'checking' });
    try {
      const here = withoutServiceTicket(window.location);
      if (here.changed) window.history.replaceState(window.history.state, '', here.path);
      const check = await client.isLoggedIn(here.path);
      if (!check.loggedIn) {
        // The page stays on "checking" while the browser leaves for the staff login.
        if (check.serviceTicketUrl) window.location.assign(check.serviceTicketUrl);
        else setGate({ kind: 'failed' });
        return;
      }
      const data = await client.home();
      const role = adminRoleOf(data._links);
      setGate(role ? { kind: 'ready', session: { tenant: context.tenant, client, data, role } } : { kind: 'noAccess', data });
    } catch (error) {
      console.warn('aboflow admin: the login check or the admin data failed', error);
      setGate({ kind: 'failed' });
    }
  }, [client, context.tenant]);

  useEffect(() => {
    loggedOut.current = () => void open();
    void open();
  }, [open]);

  return (
    <div className="admin" data-marker={adminAppMarker}>
      {gate.kind === 'checking' ? (
        <p role="status" className="admin-loading">
          Anmeldung wird geprüft …
        </p>
      ) : gate.kind === 'failed' ? (
        <HomeFailure onRetry={() => void open()} />
      ) : gate.kind === 'noAccess' ? (
        <NoAccessPage data={gate.data} tenantName={context.tenant.name} />
      ) : (
        <AdminSessionContext.Provider value={gate.session}>
          <AdminRoutes />
          <LeaveConfirmDialog />
        </AdminSessionContext.Provider>
      )}
    </div>
  );
}

/** A failed login check or admin data: the message, a retry and the way to Start (admin/README.md, "Home data failure"). */
function HomeFailure({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <>
      <PageHeading>Verwaltung</PageHeading>
      <Alert kind="error">
        <p>Ihre Verwaltungsdaten konnten nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.</p>
      </Alert>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Erneut versuchen
        </button>
        <a className="button button--secondary" href="/neubestellung/abo/">
          Zur Startseite
        </a>
      </div>
    </>
  );
}
