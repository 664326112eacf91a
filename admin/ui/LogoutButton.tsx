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
