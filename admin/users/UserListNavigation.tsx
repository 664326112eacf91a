import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { userType, type UserType } from '../api/userType.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { userListPermission, userListTitle, userManagementTexts as texts } from './userManagementTexts.ts';

/** Links between the user lists the role may open; the list on screen is marked, not linked. */
export function UserListNavigation({ current }: { readonly current: UserType }) {
  const { data } = useAdminSession();
  const lists = Object.values(userType.schema).filter((list) => data._links[userListPermission[list]] !== undefined);
  if (lists.length < 2) return null;
  return (
    <nav aria-label={texts.listNavigation} className="users-tabs">
      <ul>
        {lists.map((list) => (
          <li key={list}>
            {list === current ? (
              <span className="users-tabs__current" aria-current="page">
                {userListTitle[list]}
              </span>
            ) : (
              <AdminLink to={adminPaths.userManagement(list)} className="users-tabs__link">
                {userListTitle[list]}
              </AdminLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
