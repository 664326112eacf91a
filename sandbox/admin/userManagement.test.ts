import { describe, expect, it } from 'vitest';
import { adminRoleOf } from '../../admin/api/adminRoleOf.ts';
import { createAdminApiClient } from '../../admin/api/createAdminApiClient.ts';
import { adminRefusal, callFailure } from '../testing/callFailure.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';

const env = adminTestSandbox();
const staff = env.staff;

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
    const anna = await env.sandbox.staffLogin('anna.neukunde@example.de');
    expect(adminRoleOf((await env.sandbox.adminClient({ tenant: 'kwz', cookie: anna }).home())._links)).toBe('user');
    expect(adminRoleOf((await env.sandbox.adminClient({ tenant: 'sz', cookie: anna }).home())._links)).toBeUndefined();
  });

  it('says clearly why an e-mail cannot be added: malformed, not registered, already in this or another list', async () => {
    const admin = await staff('admin');
    const home = await admin.home();
    const refusal = (list: typeof home._links.ADMIN_USERS, email: string) => adminRefusal(admin.addUser(list!, email));
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
    expect(await adminRefusal(admin.deleteUser(own))).toMatchObject({ status: 409, error: 'CANNOT_REMOVE_SELF' });
  });

  it('never follows a link off the API, so the session stays with it', async () => {
    const requests: string[] = [];
    const client = createAdminApiClient({
      baseUrl: `${env.sandbox.sandbox.url}/api`,
      tenantKey: 'kwz',
      fetch: (input, init) => {
        requests.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    });
    const error = await callFailure(client.users({ href: 'https://evil.example/api/customizing-service/v1/swmh/kwz/users/users' }));
    expect(error).toMatchObject({ kind: 'schema', call: 'users' });
    expect(await callFailure(client.users({ href: '/elsewhere/kwz/users/users' }))).toMatchObject({ kind: 'schema' });
    expect(requests).toEqual([]);
  });

  it('answers 404 for a list that does not exist', async () => {
    const admin = await staff('admin');
    expect((await callFailure(admin.users({ href: '/api/customizing-service/v1/swmh/kwz/users/superusers' }))).status).toBe(404);
  });
});
