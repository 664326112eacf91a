import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminErrorOf } from '../../admin/api/adminErrorBody.ts';
import { adminRoleOf } from '../../admin/api/adminRoleOf.ts';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { callFailure } from '../testing/callFailure.ts';
import { startTestSandbox } from '../testing/testSandbox.ts';
import type { TestSandbox } from '../testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());
beforeEach(async () => {
  await sandbox.fetch('/sandbox/reset', { method: 'POST' });
});

async function staff(mailbox: string, tenant = 'kwz') {
  return sandbox.adminClient({ tenant, cookie: await sandbox.login(seedStaffLogin(tenant, mailbox)) });
}

describe('user management per tenant and list', () => {
  it('lists a tenant’s users with delete links, but none on the caller’s own entry', async () => {
    const keyuser = await staff('keyuser');
    const home = await keyuser.home();
    const users = await keyuser.users(home._links.ADMIN_USERS!);
    expect(users._embedded.users.map((user) => user.login)).toEqual(['benutzer@kwz.verlag.example']);
    expect(users._embedded.users[0]!._links.delete?.href).toBe('/api/customizing-service/v1/swmh/kwz/users/users/benutzer%40kwz.verlag.example');
    expect(users._links.create?.href).toBe('/api/customizing-service/v1/swmh/kwz/users/users');
    const keyusers = await keyuser.users(home._links.ADMIN_TENANT_ADMINS!);
    expect(keyusers._embedded.users).toMatchObject([{ login: 'keyuser@kwz.verlag.example', firstName: 'Kai', lastName: 'Kaiser' }]);
    expect(keyusers._embedded.users[0]!._links.delete).toBeUndefined();
  });

  it('adds a registered account by e-mail, which then has the list’s role in this tenant only', async () => {
    const keyuser = await staff('keyuser');
    const list = (await keyuser.home())._links.ADMIN_USERS!;
    const added = await keyuser.addUser(list, '  Anna.Neukunde@example.de ');
    expect(added).toMatchObject({ login: 'anna.neukunde@example.de', firstName: 'Anna', lastName: 'Neukunde' });
    expect(added._links.delete).toBeDefined();
    expect((await keyuser.users(list))._embedded.users.map((user) => user.login)).toContain('anna.neukunde@example.de');
    const anna = await sandbox.login('anna.neukunde@example.de');
    expect(adminRoleOf((await sandbox.adminClient({ tenant: 'kwz', cookie: anna }).home())._links)).toBe('user');
    expect(adminRoleOf((await sandbox.adminClient({ tenant: 'sz', cookie: anna }).home())._links)).toBeUndefined();
  });

  it('says clearly why an e-mail cannot be added: malformed, not registered, already in this or another list', async () => {
    const admin = await staff('admin');
    const home = await admin.home();
    const refusal = async (list: typeof home._links.ADMIN_USERS, email: string) => {
      const error = await callFailure(admin.addUser(list!, email));
      return { status: error.status, ...adminErrorOf(error) };
    };
    expect(await refusal(home._links.ADMIN_USERS, 'kein-at-zeichen')).toMatchObject({ status: 400, error: 'INVALID_EMAIL', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    expect(await refusal(home._links.ADMIN_USERS, 'niemand@example.de')).toMatchObject({
      status: 404, error: 'USER_NOT_REGISTERED', message: 'Zu niemand@example.de gibt es kein registriertes Konto. Die Person muss sich zuerst registrieren.',
    });
    expect(await refusal(home._links.ADMIN_USERS, 'benutzer@kwz.verlag.example')).toMatchObject({
      status: 409, error: 'USER_ALREADY_PRESENT', message: 'benutzer@kwz.verlag.example ist bereits eingetragen.',
    });
    expect(await refusal(home._links.ADMIN_ADMINS, 'benutzer@kwz.verlag.example')).toMatchObject({
      status: 409, error: 'USER_IN_OTHER_LIST', message: 'benutzer@kwz.verlag.example ist bereits als Benutzer eingetragen. Entfernen Sie den Eintrag dort zuerst.',
    });
  });

  it('removes an entry through its delete link, and the account loses its role', async () => {
    const keyuser = await staff('keyuser');
    const list = (await keyuser.home())._links.ADMIN_USERS!;
    const [entry] = (await keyuser.users(list))._embedded.users;
    await keyuser.deleteUser(entry!._links.delete!);
    expect((await keyuser.users(list))._embedded.users).toEqual([]);
    expect(Object.keys((await (await staff('benutzer')).home())._links)).toEqual(['self']);
    expect((await callFailure(keyuser.deleteUser(entry!._links.delete!))).status).toBe(404);
  });

  it('never lets someone remove their own entry', async () => {
    const admin = await staff('admin');
    const own = { href: '/api/customizing-service/v1/swmh/kwz/users/admins/admin%40kwz.verlag.example' };
    const error = await callFailure(admin.deleteUser(own));
    expect({ status: error.status, ...adminErrorOf(error) }).toMatchObject({ status: 409, error: 'CANNOT_REMOVE_SELF' });
  });

  it('answers 404 for a list that does not exist', async () => {
    const admin = await staff('admin');
    expect((await callFailure(admin.users({ href: '/api/customizing-service/v1/swmh/kwz/users/superusers' }))).status).toBe(404);
  });
});
