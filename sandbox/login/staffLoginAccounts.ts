import type { DatabaseSync } from 'node:sqlite';
import { userTypeLabels } from '../admin/userManagement.ts';
import type { AccountRecord } from '../store/loadAccount.ts';

/**
 * The accounts the staff login lists: staff accounts and any account entered in a user list,
 * each described by its roles per tenant ("Key-User (sz)") or as having no permission.
 */
export function staffLoginAccounts(db: DatabaseSync): AccountRecord[] {
  const rows = db
    .prepare(`SELECT a.id, a.login, a.first_name, a.last_name, a.gp_nr, a.situation,
        group_concat(m.user_type || ' ' || m.tenant, ',') AS memberships
      FROM accounts a LEFT JOIN staff_members m ON m.account_id = a.id
      WHERE a.staff = 1 OR m.account_id IS NOT NULL GROUP BY a.id ORDER BY a.id`)
    .all();
  return rows.map((row) => {
    const roles = String(row.memberships ?? '')
      .split(',')
      .filter(Boolean)
      .map((membership) => {
        const [userType = '', tenant = ''] = membership.split(' ');
        return `${userTypeLabels[userType as keyof typeof userTypeLabels] ?? userType} (${tenant})`;
      });
    return {
      id: Number(row.id),
      login: String(row.login),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      gpNr: null,
      situation: `${row.login} – ${roles.length > 0 ? roles.join(', ') : `ohne Berechtigung (${String(row.situation)})`}`,
    };
  });
}
