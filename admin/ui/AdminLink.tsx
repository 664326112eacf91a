import type { MouseEvent, ReactNode } from 'react';
import { requestAdminNavigation } from '../app/adminNavigation.ts';

/**
 * A link within the admin app: a real `<a href>` (open in a new tab works), that navigates in
 * place and asks first when the page holds unsaved changes.
 */
export function AdminLink({ to, children, className }: { readonly to: string; readonly children: ReactNode; readonly className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    requestAdminNavigation(to);
  };
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

/**
 * Logout as a form that POSTs to the admin data's logout URL (admin/README.md, "Staff sessions and cross-site writes"): the server ends
 * a staff session only on a same-origin POST, so that no other site's link or image can log staff out.
 */
export function LogoutButton({ logoutUrl, variant }: { readonly logoutUrl: string; readonly variant: 'primary' | 'secondary' }) {
  return (
    <form method="post" action={logoutUrl} className="admin-logout">
      <button type="submit" className={`button button--${variant}`}>
        Abmelden
      </button>
    </form>
  );
}
