import { describe, expect, it } from 'vitest';
import { adminRoleOf } from './adminRoleOf.ts';

const link = { href: '/api/x' };

describe('adminRoleOf (platform.md section 4, admin role rule)', () => {
  it('makes an admin of the admins permission, whatever else is there', () => {
    expect(adminRoleOf({ ADMIN_ADMINS: link, CONFIGURE_SALES_CAMPAIGNS: link })).toBe('admin');
  });

  it('makes a key user of the tenant-admins permission without the admins one', () => {
    expect(adminRoleOf({ ADMIN_TENANT_ADMINS: link, ADMIN_USERS: link, CONFIGURE_SALES_CAMPAIGNS: link })).toBe('keyuser');
  });

  it('makes a user of the configure-sales-campaigns permission alone', () => {
    expect(adminRoleOf({ CONFIGURE_SALES_CAMPAIGNS: link })).toBe('user');
  });

  it('gives no role without a permission link', () => {
    expect(adminRoleOf({ self: link })).toBeUndefined();
    expect(adminRoleOf({ ADMIN_USERS: link })).toBeUndefined();
  });
});
