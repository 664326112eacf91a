import { readFileSync } from 'node:fs';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '../../admin/api/adminRoleOf.ts';
import type { AdminApiClient } from '../../admin/api/createAdminApiClient.ts';
import { toBonusInput } from '../../admin/api/toBonusInput.ts';
import { apiCallError } from '../../core/api/apiCallError.ts';
import type { UserType } from '../../admin/api/userType.ts';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { bonusImageFixture, complexBonusFixture, voucherFixture } from '../testing/adminFixtures.ts';
import { callStatus } from '../testing/callFailure.ts';
import { startTestSandbox } from '../testing/testSandbox.ts';
import type { TestSandbox } from '../testing/testSandbox.ts';
import { adminAccess } from './adminAccess.ts';
import type { AdminAccessKey } from './adminAccess.ts';

const tenant = 'kwz';
const campaign = 'KWZ-PRINT-PRAEMIE';
const bonus = 'KWZ-B-KOPFHOERER';

/** The callers of the matrix: the tenant's three roles, its account without permission, a visitor, another tenant's admin. */
const actors = {
  admin: { login: seedStaffLogin(tenant, 'admin'), role: 'admin' },
  keyuser: { login: seedStaffLogin(tenant, 'keyuser'), role: 'keyuser' },
  user: { login: seedStaffLogin(tenant, 'benutzer'), role: 'user' },
  noRole: { login: seedStaffLogin(tenant, 'ohne-rechte'), role: undefined },
  anonymous: { login: undefined, role: undefined },
  otherTenant: { login: seedStaffLogin('maz', 'admin'), role: undefined },
} as const satisfies Record<string, { login: string | undefined; role: AdminRole | undefined }>;
type Actor = keyof typeof actors;

/** The status the access table promises: 200 for an allowed call, else 401 for a visitor and 403 for everyone else. */
function expectedStatus(key: AdminAccessKey, actor: Actor): 200 | 401 | 403 {
  const rule: (typeof adminAccess)[AdminAccessKey] = adminAccess[key];
  if (rule === 'public') return 200;
  if (actor === 'anonymous') return 401;
  if (rule === 'anyAccount') return 200;
  const role: AdminRole | undefined = actors[actor].role;
  return role !== undefined && (rule as readonly AdminRole[]).includes(role) ? 200 : 403;
}

interface Setting {
  readonly sandbox: TestSandbox;
  /** The tenant's admin, to prepare what the call acts on. */
  readonly setup: AdminApiClient;
  readonly cookie: string | undefined;
}

const list = (userType: UserType) => ({ href: `/api/customizing-service/v1/swmh/${tenant}/users/${userType}` });
const entry = (userType: UserType, login: string) => ({ href: `${list(userType).href}/${encodeURIComponent(login)}` });

/** One real call per row of the table, through the admin client; each answers its HTTP status. */
const calls: Record<AdminAccessKey, (client: AdminApiClient, setting: Setting) => Promise<unknown>> = {
  home: (client) => client.home(),
  'users:admins': (client) => client.users(list('admins')),
  'users:tenantAdmins': (client) => client.users(list('tenantAdmins')),
  'users:users': (client) => client.users(list('users')),
  'addUser:admins': (client) => client.addUser(list('admins'), 'anna.neukunde@example.de'),
  'addUser:tenantAdmins': (client) => client.addUser(list('tenantAdmins'), 'anna.neukunde@example.de'),
  'addUser:users': (client) => client.addUser(list('users'), 'anna.neukunde@example.de'),
  'deleteUser:admins': async (client, { setup }) => {
    await setup.addUser(list('admins'), 'max.mustermann@example.de');
    return client.deleteUser(entry('admins', 'max.mustermann@example.de'));
  },
  'deleteUser:tenantAdmins': async (client, { setup }) => {
    await setup.addUser(list('tenantAdmins'), 'max.mustermann@example.de');
    return client.deleteUser(entry('tenantAdmins', 'max.mustermann@example.de'));
  },
  'deleteUser:users': async (client, { setup }) => {
    await setup.addUser(list('users'), 'max.mustermann@example.de');
    return client.deleteUser(entry('users', 'max.mustermann@example.de'));
  },
  salesCampaigns: (client) => client.salesCampaigns(),
  salesCampaign: (client) => client.salesCampaign(campaign),
  saveSalesCampaign: async (client, { setup }) => client.saveSalesCampaign((await setup.salesCampaign(campaign)).salesCampaign),
  availableSalesCampaigns: (client) => client.availableSalesCampaigns(),
  approveSalesCampaigns: (client) => client.approveSalesCampaigns([{ salesCampaignId: 'KWZ-DIGITAL-STANDARD', approved: false }]),
  availableBonuses: (client) => client.availableBonuses(campaign),
  bonuses: (client) => client.bonuses({ active: true }),
  bonus: (client) => client.bonus(bonus),
  updateBonus: async (client, { setup }) => client.updateBonus(bonus, { ...toBonusInput(await setup.bonus(bonus)), title: 'Neue Kopfhörer' }),
  createComplexBonus: (client) => client.createComplexBonus('K-KWZ-TASCHE', complexBonusFixture('K-KWZ-TASCHE')),
  deleteBonus: async (client, { setup }) => {
    await setup.createComplexBonus('K-KWZ-TASCHE', complexBonusFixture('K-KWZ-TASCHE'));
    return client.deleteBonus('K-KWZ-TASCHE');
  },
  uploadBonusImage: async (client) => {
    const outcome = await client.uploadBonusImage(bonus, bonusImageFixture(), 'kopfhoerer.png');
    if (outcome.httpStatus !== 200) throw new Error(`upload answered ${outcome.httpStatus} ${outcome.response?.message}`);
  },
  bonusImage: async (_client, { sandbox, setup, cookie }) => {
    const uploaded = await setup.uploadBonusImage(bonus, bonusImageFixture(), 'kopfhoerer.png');
    const answer = await sandbox.fetch(uploaded.response!.path!, cookie ? { headers: { cookie } } : {});
    if (!answer.ok) throw apiCallError('bonusImage', 'http', { status: answer.status });
    expect(answer.headers.get('content-type')).toBe('image/png');
  },
  auditLog: (client) => client.auditLog(),
  salesCampaignAuditLog: (client) => client.salesCampaignAuditLog(campaign),
  bonusAuditLog: (client) => client.bonusAuditLog(bonus),
  vouchers: (client) => client.vouchers(),
  createVoucher: (client) => client.createVoucher(voucherFixture('KWZ-NEU')),
  updateVoucher: async (client, { setup }) => {
    const created = await setup.createVoucher(voucherFixture('KWZ-AENDERN'));
    return client.updateVoucher(created.id, { ...voucherFixture('KWZ-AENDERN'), active: false });
  },
  deleteVoucher: async (client, { setup }) => client.deleteVoucher((await setup.createVoucher(voucherFixture('KWZ-WEG'))).id),
};

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

const cases = (Object.keys(adminAccess) as AdminAccessKey[]).flatMap((key) =>
  (Object.keys(actors) as Actor[]).map((actor) => [key, actor, expectedStatus(key, actor)] as const),
);

describe('the access table, enforced for every admin endpoint', () => {
  it.each(cases)('%s by %s answers %i', async (key, actor, status) => {
    // A fresh store per case: a mutation an earlier case allowed must not decide this one.
    expect((await sandbox.fetch('/sandbox/reset', { method: 'POST' })).status).toBe(204);
    const setup = sandbox.adminClient({ tenant, cookie: await sandbox.staffLogin(actors.admin.login) });
    const login = actors[actor].login;
    const cookie = login === undefined ? undefined : await sandbox.staffLogin(login);
    const client = sandbox.adminClient({ tenant, ...(cookie ? { cookie } : {}) });
    expect(await callStatus(calls[key](client, { sandbox, setup, cookie }))).toBe(status);
  });

  it('is the table of admin/README.md, row for row', () => {
    const readme = readFileSync(new URL('../../admin/README.md', import.meta.url), 'utf8');
    const rows = new Map(
      [...readme.matchAll(/^\| `([\w:]+)` \| [^|]+ \|((?: [✓–] \|){5})$/gmu)].map((match) => [match[1], match[2]!.split('|').map((cell) => cell.trim()).filter(Boolean)]),
    );
    const columns: Actor[] = ['admin', 'keyuser', 'user', 'noRole', 'anonymous'];
    for (const key of Object.keys(adminAccess) as AdminAccessKey[]) {
      expect(rows.get(key), `README row for ${key}`).toEqual(columns.map((actor) => (expectedStatus(key, actor) === 200 ? '✓' : '–')));
    }
    expect([...rows.keys()].sort()).toEqual(Object.keys(adminAccess).sort());
  });
});
