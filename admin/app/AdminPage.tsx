import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Alert, PageHeading } from '../../core/ui.ts';
import { adminNotice } from './adminNavigation.ts';
import { useAdminSession } from './AdminSession.ts';

/**
 * The frame of every admin screen: the document title, the page heading (focused after a
 * navigation) and the notice a failed call left for this page.
 */
export function AdminPage({ title, children, actions }: { readonly title: string; readonly children: ReactNode; readonly actions?: ReactNode }) {
  useSignals();
  const { tenant } = useAdminSession();
  const [location] = useLocation();
  const notice = adminNotice.value?.path === location ? adminNotice.value : undefined;

  useEffect(() => {
    document.title = `${title} – Verwaltung ${tenant.name}`;
  }, [title, tenant.name]);
  // The notice belongs to the visit it was left for: leaving the page forgets it.
  useEffect(() => () => {
    if (adminNotice.peek()?.path === location) adminNotice.value = undefined;
  }, [location]);

  return (
    <>
      <div className="admin-page__head">
        <PageHeading>{title}</PageHeading>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
      {children}
    </>
  );
}
