import type { DatabaseSync } from 'node:sqlite';
import type { UserType } from '../../admin/api/userType.ts';
import { seededTenantKeys } from './loadTenantProfiles.ts';

/** One seeded staff account per tenant and role; `userType` null is an account without any permission. */
const seedStaffRoles: ReadonlyArray<{ readonly userType: UserType | null; readonly mailbox: string; readonly firstName: string; readonly lastName: string }> = [
  { userType: 'admins', mailbox: 'admin', firstName: 'Andrea', lastName: 'Albrecht' },
  { userType: 'tenantAdmins', mailbox: 'keyuser', firstName: 'Kai', lastName: 'Kaiser' },
  { userType: 'users', mailbox: 'benutzer', firstName: 'Ute', lastName: 'Unger' },
  { userType: null, mailbox: 'ohne-rechte', firstName: 'Otto', lastName: 'Ohnrecht' },
];

/** The login of a seeded staff account, e.g. `keyuser@sz.verlag.example`. */
export function seedStaffLogin(tenant: string, mailbox: string): string {
  return `${mailbox}@${tenant}.verlag.example`;
}

/**
 * Seeds the admin area: the staff of every tenant (sandbox/README.md, "Staff"), and campaigns the
 * product catalogue cannot serve left unapproved for customizing. Call inside the seed's transaction.
 */
export function seedAdminArea(db: DatabaseSync, now: string): void {
  db.exec('UPDATE campaigns SET approved = 0 WHERE unavailable_code IS NOT NULL');
  for (const tenant of seededTenantKeys) seedStaff(db, tenant, now);
}

/** Seeds one staff account per role of `seedStaffRoles` for `tenant`. Call inside a transaction. */
export function seedStaff(db: DatabaseSync, tenant: string, now: string): void {
  const account = db.prepare('INSERT INTO accounts (login, first_name, last_name, situation, staff, created_at) VALUES (?, ?, ?, ?, 1, ?)');
  const member = db.prepare('INSERT INTO staff_members (account_id, tenant, user_type, added_at) VALUES (?, ?, ?, ?)');
  for (const role of seedStaffRoles) {
    const situation = `Mitarbeiter ${tenant}`;
    const id = account.run(seedStaffLogin(tenant, role.mailbox), role.firstName, role.lastName, situation, now).lastInsertRowid;
    if (role.userType !== null) member.run(id, tenant, role.userType, now);
  }
}
