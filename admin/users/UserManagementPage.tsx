import type { UserType } from '../api/userType.ts';
import { AdminPage } from '../app/AdminPage.tsx';

/** Placeholder until the screen is built. */
export function UserManagementPage({ list }: { readonly list: UserType }) {
  return <AdminPage title="Benutzerverwaltung">{String(list)}</AdminPage>;
}
