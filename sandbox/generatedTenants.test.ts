import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

// A tenants folder of its own: one seeded tenant (sz, never imported) and one new publisher.
const root = mkdtempSync(join(tmpdir(), 'aboflow-tenants-'));
const writePackage = (key: string, source: string) => {
  mkdirSync(join(root, key), { recursive: true });
  writeFileSync(join(root, key, 'tenant.ts'), source);
};
const newTenant = (key: string, name: string, plugins: string[]) =>
  `export default { key: '${key}', name: '${name}', plugins: ${JSON.stringify(plugins.map((id) => ({ id, options: {} })))} };\n`;

let sandbox: TestSandbox;
beforeAll(async () => {
  writePackage('sz', 'export default {};\n');
  writePackage('nwz', newTenant('nwz', 'Nordwest-Zeitung', ['gift', 'bonus', 'student']));
  sandbox = await startTestSandbox({ tenantsRoot: root });
});
afterAll(async () => {
  await sandbox.sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the sandbox serves every tenant package it finds', () => {
  it('serves the keys of the packages in its tenants folder and refuses others', async () => {
    expect(sandbox.sandbox.tenants).toEqual(['nwz', 'sz']);
    const answer = await sandbox.client({ tenant: 'sz' }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(answer.status).toBe('SUCCESS');
    const other = await sandbox.fetch('/api/order-service/v1/order/initialFormData?wa=STZ-DIGITAL-STANDARD', { headers: { 'osc-tenant': 'stz' } });
    expect(await other.json()).toMatchObject({ error: 'UNSUPPORTED_TENANT' });
  });

  it.each([
    ['NWZ-DIGITAL-STANDARD', 'D'],
    ['NWZ-PRINT-STANDARD', 'P'],
    ['NWZ-GIFT', 'P'],
    ['NWZ-BONUS', 'P'],
    ['NWZ-STUDENT', 'D'],
  ])('answers the generated campaign %s as the client’s schema expects', async (wa, kind) => {
    const answer = await sandbox.client({ tenant: 'nwz' }).initialFormData({ wa });
    expect(answer.status).toBe('SUCCESS');
    expect(answer.formData?.salesCampaign.printProductType).toBe(kind);
  });

  it('generates no campaign for a plugin the tenant does not enable', async () => {
    const answer = await sandbox.client({ tenant: 'nwz' }).initialFormData({ wa: 'NWZ-LWL' });
    expect(answer).toEqual({ status: 'FAILURE', message: 'INVALID_SALES_CAMPAIGN_ID' });
  });

  it('gives the new tenant staff for the admin area and keeps its campaigns after a reset', async () => {
    expect(sandbox.sandbox.db.prepare("SELECT COUNT(*) AS n FROM staff_members WHERE tenant = 'nwz'").get()?.n).toBe(3);
    expect((await sandbox.fetch('/sandbox/reset', { method: 'POST' })).ok).toBe(true);
    const answer = await sandbox.client({ tenant: 'nwz' }).initialFormData({ wa: 'NWZ-DIGITAL-STANDARD' });
    expect(answer.status).toBe('SUCCESS');
  });
});

describe('a file database seeded before the package existed', () => {
  it('gets the new tenant’s campaigns on the next start', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'aboflow-db-'));
    const database = join(folder, 'sandbox.sqlite');
    const lateRoot = join(folder, 'tenants');
    mkdirSync(join(lateRoot, 'sz'), { recursive: true });
    writeFileSync(join(lateRoot, 'sz', 'tenant.ts'), 'export default {};\n');
    try {
      const first = await startTestSandbox({ tenantsRoot: lateRoot, database });
      await first.sandbox.close();
      mkdirSync(join(lateRoot, 'ol'));
      writeFileSync(join(lateRoot, 'ol', 'tenant.ts'), newTenant('ol', 'Oldenburger Blatt', []));
      const second = await startTestSandbox({ tenantsRoot: lateRoot, database });
      try {
        const answer = await second.client({ tenant: 'ol' }).initialFormData({ wa: 'OL-PRINT-STANDARD' });
        expect(answer.status).toBe('SUCCESS');
        expect(answer.formData?.salesCampaign.name).toBe('Oldenburger Blatt Zeitungs-Abo');
      } finally {
        await second.sandbox.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
