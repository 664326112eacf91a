import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { identityStrings, isPlaceholder } from '../core/tenant/placeholders.ts';
import type { TenantAnswers } from './tenantQuestions.ts';
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

const scaffold = (options: TenantAnswers & { key: string; from?: string }) =>
  scaffoldTenant({ projectRoot, sourceTenantsRoot, tenantsRoot, ...options });

// Each case imports and checks whole tenant packages, which takes seconds when the machine is busy.
describe('scaffoldTenant', { timeout: 30_000 }, () => {
  it('writes a new tenant on the shared texts that passes the tenant check at once', async () => {
    const files = await scaffold({ key: 'demo', name: 'Demo Zeitung' });
    expect(files.map((file) => file.slice(tenantsRoot.length))).toEqual([
      '/demo/tenant.ts',
      '/demo/assets/logo.svg',
      '/demo/assets/favicon.svg',
    ]);
    expect(readFileSync(join(tenantsRoot, 'demo', 'tenant.ts'), 'utf8')).toContain('publisherTexts(identity)');
    const { problems } = await checkTenants(projectRoot, tenantsRoot, ['demo']);
    expect(problems.filter((problem) => problem.level === 'error')).toEqual([]);
    // Without answers, every identity value is a placeholder the check warns about.
    expect(problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['hosts.0', 'trackingContainerId', 'contact.phone', 'legal.imprintUrl', 'sepaCreditorId']),
    );
    const tenant = (await loadTenant(tenantsRoot, 'demo')) as Tenant;
    expect(tenant.key).toBe('demo');
    expect(tenant.name).toBe('Demo Zeitung');
    expect(tenant.hosts).toEqual(['abo.demo.example', 'demo.localhost']);
    expect(tenant.plugins).toEqual([]);
    expect(tenant.theme.name).toBe('classic');
    expect(tenant.pageTitle).toBe('Abo bestellen – Demo Zeitung');
    expect(tenant.texts.start.headlinePrint).toContain('Demo Zeitung');
    expect(readFileSync(join(tenantsRoot, 'demo', 'assets', 'logo.svg'), 'utf8')).toContain('<title>Demo Zeitung</title>');
    expect(readFileSync(join(tenantsRoot, 'demo', 'assets', 'favicon.svg'), 'utf8')).toContain('>DZ</text>');
  });

  it('writes every answer into the package, which then passes the check without a warning', async () => {
    await scaffold({
      key: 'demo',
      name: 'Demo Zeitung',
      theme: 'modern',
      hosts: ['abo.demo-zeitung.de'],
      plugins: ['gift', 'bonus', 'cash-bonus', 'card', 'admin'],
      trackingContainerId: 'GTM-DEMO123',
      website: 'https://www.demo-zeitung.de/',
      accountUrl: 'https://konto.demo-zeitung.de',
      phone: '0711 7205-0',
      contactFormUrl: 'https://service.demo-zeitung.de/kontakt',
      consentHost: 'https://consent.demo-zeitung.de',
      sepaCreditorId: 'DE63ZZZ10008021947',
    });
    expect((await checkTenants(projectRoot, tenantsRoot, ['demo'])).problems).toEqual([]);
    const tenant = (await loadTenant(tenantsRoot, 'demo')) as Tenant;
    expect(tenant.hosts).toEqual(['abo.demo-zeitung.de', 'demo.localhost']);
    expect(tenant.theme.name).toBe('modern');
    expect(tenant.plugins.map((plugin) => plugin.id)).toEqual(['gift', 'bonus', 'cash-bonus', 'card', 'admin']);
    expect(tenant.trackingContainerId).toBe('GTM-DEMO123');
    expect(tenant.legal.imprintUrl).toBe('https://www.demo-zeitung.de/impressum');
    expect(tenant.backLink).toBe('https://www.demo-zeitung.de/');
    expect(tenant.urls.loginUrl).toBe('https://konto.demo-zeitung.de/login');
    expect(tenant.contact).toMatchObject({
      phone: '0711 7205-0',
      contactFormUrl: 'https://service.demo-zeitung.de/kontakt',
      myDataUrl: 'https://konto.demo-zeitung.de/meine-daten',
    });
    expect(tenant.consent.host).toBe('https://consent.demo-zeitung.de');
    expect(readFileSync(join(tenantsRoot, 'demo', 'tenant.ts'), 'utf8')).toContain('webpackChunkName: "later-page-texts"');
  });

  it('copies structure and choices from another tenant, never its identity', async () => {
    const original = (await loadTenant(sourceTenantsRoot, 'sz')) as Tenant;
    await scaffold({ key: 'demo', name: 'Demo Zeitung', from: 'sz', theme: 'regional' });
    const { problems } = await checkTenants(projectRoot, tenantsRoot, ['demo']);
    expect(problems.filter((problem) => problem.level === 'error')).toEqual([]);
    const tenant = (await loadTenant(tenantsRoot, 'demo')) as Tenant;
    expect(tenant.key).toBe('demo');
    expect(tenant.name).toBe('Demo Zeitung');
    expect(tenant.hosts).toEqual(['abo.demo.example', 'demo.localhost']);
    const theirs = new Set(identityStrings(original as unknown as Record<string, unknown>).map((entry) => entry.value));
    for (const { field, value } of identityStrings(tenant as unknown as Record<string, unknown>)) {
      expect(theirs.has(value), `${field} = ${value}`).toBe(false);
      if (value !== 'demo.localhost') expect(isPlaceholder(value), `${field} = ${value}`).toBe(true);
    }
    expect(problems.filter((problem) => problem.level === 'warning').map((problem) => problem.field)).toContain('trackingContainerId');
    expect(tenant.contact.serviceHours).toEqual(original.contact.serviceHours);
    expect(tenant.brand).toEqual(original.brand);
    expect(tenant.theme.name).toBe('regional');
    expect(tenant.pageTitle).not.toContain(original.name);
    expect(tenant.pageTitle).toContain('Demo Zeitung');
    expect(tenant.consent.tenantLayerScript).toBe('demo-consent-layer.js');
    expect(tenant.plugins.map((p) => p.id)).toEqual(original.plugins.map((p) => p.id));
    expect(tenant.flags).toEqual(original.flags);
    expect(tenant.validCardMonths).toBe(original.validCardMonths);
    // The page texts stay the chunk a reloaded payment or check page preloads (cli/pluginPreloadRouteChunks.ts).
    expect(readFileSync(join(tenantsRoot, 'demo', 'tenant.ts'), 'utf8')).toMatch(
      /import\(\/\* webpackChunkName: "later-page-texts" \*\/ '[^']*_shared\/publisherPageTexts\.ts'\)/,
    );
  });

  it("takes other plugins than the source tenant's", async () => {
    await scaffold({ key: 'demo', name: 'Demo Zeitung', from: 'lz', plugins: ['bonus', 'admin'] });
    const tenant = (await loadTenant(tenantsRoot, 'demo')) as Tenant;
    expect(tenant.plugins.map((plugin) => plugin.id)).toEqual(['bonus', 'admin']);
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
    await expect(scaffold({ key: 'demo', name: 'Demo Zeitung', theme: 'neon' })).rejects.toThrow(
      /unknown theme "neon"\. Available themes: classic/,
    );
    await expect(scaffold({ key: 'demo', name: 'Demo Zeitung', from: 'xyz' })).rejects.toThrow(/--from xyz: no such tenant/);
    await expect(scaffold({ key: 'demo', name: 'D' })).rejects.toThrow(/--name must be the brand name/);
    await expect(scaffold({ key: 'demo', name: 'Demo Zeitung', plugins: ['gfit'] })).rejects.toThrow(
      /unknown plugin "gfit"\. Did you mean "gift"\?/,
    );
    await expect(scaffold({ key: 'demo', name: 'Demo Zeitung', from: 'sz', trackingContainerId: 'GTM-K7SZ4QD' })).rejects.toThrow(
      /GTM-K7SZ4QD belong\(s\) to sz/,
    );
    expect(existsSync(join(tenantsRoot, 'demo'))).toBe(false);
    await scaffold({ key: 'demo', name: 'Demo Zeitung' });
    await expect(scaffold({ key: 'demo', name: 'Andere Zeitung' })).rejects.toThrow(/demo already exists/);
    expect((await loadTenant(tenantsRoot, 'demo')) as Tenant).toMatchObject({ name: 'Demo Zeitung' });
  });
});
