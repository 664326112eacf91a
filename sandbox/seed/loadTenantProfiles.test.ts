import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenantProfiles } from './loadTenantProfiles.ts';

const root = mkdtempSync(join(tmpdir(), 'aboflow-profiles-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('loadTenantProfiles', () => {
  it('reads name and plugins, and leaves out a package that does not load, saying which and how to check it', async () => {
    mkdirSync(join(root, 'nwz'));
    writeFileSync(join(root, 'nwz', 'tenant.ts'), "export default { name: 'Nordwest-Zeitung', plugins: [{ id: 'gift', options: { timeLimits: [0] } }, 'junk'] };\n");
    mkdirSync(join(root, 'kaputt'));
    writeFileSync(join(root, 'kaputt', 'tenant.ts'), "throw new Error('syntax slip');\n");
    const warnings: string[] = [];
    const profiles = await loadTenantProfiles(root, ['nwz', 'kaputt'], (message) => warnings.push(message));
    expect(profiles).toEqual([{ key: 'nwz', name: 'Nordwest-Zeitung', plugins: [{ id: 'gift', options: { timeLimits: [0] } }] }]);
    expect(warnings).toEqual([expect.stringContaining('tenants/kaputt/tenant.ts does not load')]);
    expect(warnings[0]).toContain('tenant check kaputt');
  });
});
