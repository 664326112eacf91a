import { describe, expect, it } from 'vitest';
import { toBonusInput } from '../../admin/api/toBonusInput.ts';
import { buildImageBytes } from '../domain/buildImageBytes.ts';
import { complexBonusFixture } from '../testing/adminFixtures.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';

const changedAt = '2025-03-04T09:15:00.000Z';
const env = adminTestSandbox({ now: () => new Date(changedAt) });
const staff = env.staff;

const ute = { login: 'benutzer@kwz.verlag.example', firstName: 'Ute', lastName: 'Unger' };
const andrea = { login: 'admin@kwz.verlag.example', firstName: 'Andrea', lastName: 'Albrecht' };

describe('audit log', () => {
  it('records a campaign save with who, when and each changed field before and after, and nothing for a save without change', async () => {
    const user = await staff('benutzer');
    const { salesCampaign } = await user.salesCampaign('KWZ-PRINT-PRAEMIE');
    await user.saveSalesCampaign(salesCampaign);
    await user.saveSalesCampaign({
      ...salesCampaign,
      name: 'Zeitungs-Abo mit Wunschprämie',
      registrationMandatory: true,
      baseInfo: { ...salesCampaign.baseInfo, text: 'Basis' },
      paymentMethods: { DE: ['7'] },
    });
    expect(await user.salesCampaignAuditLog('KWZ-PRINT-PRAEMIE')).toEqual([{
      id: expect.any(Number),
      tenant: 'kwz',
      objectType: 'salesCampaign',
      objectId: 'KWZ-PRINT-PRAEMIE',
      action: 'updated',
      actor: ute,
      changedAt,
      changes: [
        { field: 'name', before: 'Zeitungs-Abo mit Prämie', after: 'Zeitungs-Abo mit Wunschprämie' },
        { field: 'paymentMethods.DE', before: ['Q', 'P', '7', 'Y'], after: ['7'] },
        { field: 'registrationMandatory', before: false, after: true },
        { field: 'baseInfo.text', before: '', after: 'Basis' },
      ],
    }]);
  });

  it('keeps approvals in the campaign’s history and the tenant’s log, newest first', async () => {
    const admin = await staff('admin');
    await admin.approveSalesCampaigns([{ salesCampaignId: 'KWZ-DIGITAL-STANDARD', approved: false }, { salesCampaignId: 'KWZ-PRINT-STANDARD', approved: true }]);
    await admin.approveSalesCampaigns([{ salesCampaignId: 'KWZ-DIGITAL-STANDARD', approved: true }]);
    const history = await admin.salesCampaignAuditLog('KWZ-DIGITAL-STANDARD');
    expect(history.map((entry) => [entry.action, entry.changes])).toEqual([
      ['approved', [{ field: 'approved', before: false, after: true }]],
      ['withdrawn', [{ field: 'approved', before: true, after: false }]],
    ]);
    expect((await admin.auditLog()).map((entry) => entry.objectId)).toEqual(['KWZ-DIGITAL-STANDARD', 'KWZ-DIGITAL-STANDARD']);
    expect(await admin.auditLog({ limit: 1 })).toHaveLength(1);
  });

  it('records a bonus’s update, image, creation and deletion, and keeps the history of a deleted bonus', async () => {
    const keyuser = await staff('keyuser');
    const before = await keyuser.bonus('KWZ-B-KOPFHOERER');
    await keyuser.updateBonus('KWZ-B-KOPFHOERER', { ...toBonusInput(before), title: 'Premium-Kopfhörer', active: false });
    const image = new Blob([new Uint8Array(buildImageBytes({ type: 'gif', width: 100, height: 164, transparency: 'tRNS' }))]);
    const uploaded = await keyuser.uploadBonusImage('KWZ-B-KOPFHOERER', image, 'kopfhoerer.gif');
    const history = await keyuser.bonusAuditLog('KWZ-B-KOPFHOERER');
    expect(history.map((entry) => [entry.action, entry.actor.login, entry.changes])).toEqual([
      ['imageUploaded', 'keyuser@kwz.verlag.example', [
        { field: 'imagePath', before: before.imagePath, after: uploaded.response!.path },
        { field: 'imageFileName', before: null, after: 'kopfhoerer.gif' },
      ]],
      ['updated', 'keyuser@kwz.verlag.example', [
        { field: 'title', before: 'Kabellose Kopfhörer', after: 'Premium-Kopfhörer' },
        { field: 'active', before: true, after: false },
      ]],
    ]);

    await keyuser.createComplexBonus('K-KWZ-TASCHE', complexBonusFixture('K-KWZ-TASCHE'));
    await keyuser.deleteBonus('K-KWZ-TASCHE');
    const [deleted, created] = await keyuser.bonusAuditLog('K-KWZ-TASCHE');
    expect(created).toMatchObject({ action: 'created' });
    expect(created!.changes).toContainEqual({ field: 'title', before: null, after: 'Sporttasche' });
    expect(created!.changes).toContainEqual({ field: 'variants', before: null, after: expect.arrayContaining([expect.objectContaining({ materialNumber: 'K-KWZ-TASCHE-R' })]) });
    expect(deleted).toMatchObject({ action: 'deleted' });
    expect(deleted!.changes).toContainEqual({ field: 'title', before: 'Sporttasche', after: null });
  });

  it('records who was added to and removed from a user list', async () => {
    const admin = await staff('admin');
    const list = (await admin.home())._links.ADMIN_USERS!;
    const added = await admin.addUser(list, 'anna.neukunde@example.de');
    await admin.deleteUser(added._links.delete!);
    expect((await admin.auditLog()).map((entry) => ({ objectType: entry.objectType, objectId: entry.objectId, action: entry.action, actor: entry.actor, changes: entry.changes }))).toEqual([
      { objectType: 'user', objectId: 'anna.neukunde@example.de', action: 'userRemoved', actor: andrea, changes: [{ field: 'userType', before: 'users', after: null }] },
      { objectType: 'user', objectId: 'anna.neukunde@example.de', action: 'userAdded', actor: andrea, changes: [{ field: 'userType', before: null, after: 'users' }] },
    ]);
  });

  it('keeps each tenant’s log to itself and stores it in SQLite', async () => {
    const user = await staff('benutzer');
    const { salesCampaign } = await user.salesCampaign('KWZ-PRINT-PRAEMIE');
    await user.saveSalesCampaign({ ...salesCampaign, offerInfo: 'Nur im März' });
    expect(await (await staff('admin', 'maz')).auditLog()).toEqual([]);
    const row = env.sandbox.sandbox.db.prepare("SELECT * FROM audit_log WHERE object_id = 'KWZ-PRINT-PRAEMIE'").get();
    expect(row).toMatchObject({ tenant: 'kwz', action: 'updated', actor_login: ute.login, changed_at: changedAt });
    expect(JSON.parse(String(row!.changes))).toEqual([{ field: 'offerInfo', before: '', after: 'Nur im März' }]);
  });
});
