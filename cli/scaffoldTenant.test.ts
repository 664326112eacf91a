import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { checkTenants } from './checkTenants.ts';
import { loadTenant } from './loadTenant.ts';
import { scaffoldTenant } from './scaffoldTenant.ts';

const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const sourceTenantsRoot = join(projectRoot, 'tenants');
let tenantsRoot: string;

beforeEach(() => {
  tenantsRoot = mkdtempSync(join(tmpdir(), 'aboflow-tenants-'));
});
afterEach(() => rmSync(tenantsRoot, { recursive: true, force: true }));

const scaffold = (options: { key: string; name: string; theme?: string; from?: string }) =>
  scaffoldTenant({ projectRoot, sourceTenantsRoot, tenantsRoot, ...options });

// Each case imports and checks whole tenant packages, which takes seconds when the machine is busy.
describe('scaffoldTenant', { timeout: 30_000 }, () => {
  it('writes a new tenant on the shared texts that passes the tenant check at once', async () => {
    const files = await scaffold({ key: 'demo', name: 'Demo Zeitung' });
    expect(files.map((file) => file.slice(tenantsRoot.length))).toEqual(['/demo/tenant.ts', '/demo/assets/logo.svg', '/demo/assets/favicon.svg']);
    expect(readFileSync(join(tenantsRoot, 'demo', 'tenant.ts'), 'utf8')).toContain('publisherTexts(identity)');
    expect((await checkTenants(projectRoot, tenantsRoot, ['demo'])).problems).toEqual([]);
    const tenant = (await loadTenant(tenantsRoot, 'demo')) as Tenant;
    expect(tenant.key).toBe('demo');
    expect(tenant.name).toBe('Demo Zeitung');
    expect(tenant.hosts).toContain('demo.localhost');
    expect(tenant.theme.name).toBe('classic');
    expect(tenant.pageTitle).toBe('Abo bestellen – Demo Zeitung');
    expect(tenant.texts.start.headlinePrint).toContain('Demo Zeitung');
    expect(readFileSync(join(tenantsRoot, 'demo', 'assets', 'logo.svg'), 'utf8')).toContain('<title>Demo Zeitung</title>');
    expect(readFileSync(join(tenantsRoot, 'demo', 'assets', 'favicon.svg'), 'utf8')).toContain('>DZ</text>');
  });

  it('copies an existing tenant with the new key, name, local host and theme', async () => {
    const original = (await loadTenant(sourceTenantsRoot, 'sz')) as Tenant;
    await scaffold({ key: 'demo', name: 'Demo Zeitung', from: 'sz', theme: 'regional' });
    expect((await checkTenants(projectRoot, tenantsRoot, ['demo'])).problems).toEqual([]);
    const tenant = (await loadTenant(tenantsRoot, 'demo')) as Tenant;
    expect(tenant.key).toBe('demo');
    expect(tenant.name).toBe('Demo Zeitung');
    expect(tenant.hosts).toEqual(['demo.localhost']);
    expect(tenant.theme.name).toBe('regional');
    expect(tenant.pageTitle).not.toContain(original.name);
    expect(tenant.pageTitle).toContain('Demo Zeitung');
    expect(tenant.consent.tenantLayerScript).toBe('demo-consent-layer.js');
    expect(tenant.plugins.map((p) => p.id)).toEqual(original.plugins.map((p) => p.id));
    expect(tenant.flags).toEqual(original.flags);
    expect(tenant.validCardMonths).toBe(original.validCardMonths);
    expect(tenant.contact).toEqual(original.contact);
  });

  it('keeps a name with quotes exactly as given', async () => {
    const name = `Bote's "Blatt"`;
    await scaffold({ key: 'bote', name });
    await scaffold({ key: 'bote2', name, from: 'swb' });
    for (const key of ['bote', 'bote2']) {
      const tenant = (await loadTenant(tenantsRoot, key)) as Tenant;
      expect(tenant.name).toBe(name);
      expect(tenant.header.logoAltPrint).toContain(name);
    }
  });

  it('refuses an invalid key, an existing key, an unknown theme or source tenant, and writes nothing', async () => {
    await expect(scaffold({ key: 'Demo', name: 'Demo Zeitung' })).rejects.toThrow(/"Demo" is not a valid tenant key/);
    await expect(scaffold({ key: '_shared', name: 'Demo Zeitung' })).rejects.toThrow(/not a valid tenant key/);
    await expect(scaffold({ key: 'demo', name: 'Demo Zeitung', theme: 'neon' })).rejects.toThrow(/unknown theme "neon"\. Available themes: classic/);
    await expect(scaffold({ key: 'demo', name: 'Demo Zeitung', from: 'xyz' })).rejects.toThrow(/--from xyz: no such tenant/);
    await expect(scaffold({ key: 'demo', name: 'D' })).rejects.toThrow(/--name must be the brand name/);
    expect(existsSync(join(tenantsRoot, 'demo'))).toBe(false);
    await scaffold({ key: 'demo', name: 'Demo Zeitung' });
    await expect(scaffold({ key: 'demo', name: 'Andere Zeitung' })).rejects.toThrow(/demo already exists/);
    expect((await loadTenant(tenantsRoot, 'demo')) as Tenant).toMatchObject({ name: 'Demo Zeitung' });
  });
});
