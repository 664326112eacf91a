import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTenant, checkTenantPageTexts } from '../core/tenant/checkTenant.ts';
import { coreExtensionPoints } from '../core/extensionPoints/coreExtensionPoints.ts';
import type { Tenant, TenantPageTexts } from '../core/tenant/defineTenant.ts';

const specKeys = ['sz', 'stz', 'stn', 'kwz', 'maz', 'lkz', 'ez', 'cz', 'kbb', 'swb', 'lz'];
const tenantsDir = fileURLToPath(new URL('.', import.meta.url));
// Folders starting with "_" hold shared building blocks, not tenants.
const tenantKeys = readdirSync(tenantsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(tenantsDir, entry.name, 'tenant.ts')))
  .map((entry) => entry.name)
  .sort();

const tenants = new Map<string, Tenant>();
const pageTexts = new Map<string, TenantPageTexts>();

// The first import of a tenant module loads all of core and the plugins; on a busy machine that outlasts the default hook time-out.
beforeAll(async () => {
  for (const key of tenantKeys) {
    const module = (await import(`./${key}/tenant.ts`)) as { default: Tenant };
    tenants.set(key, module.default);
    pageTexts.set(key, await module.default.pageTexts());
  }
}, 60_000);

function all(): Tenant[] {
  return [...tenants.values()];
}

describe('tenant packages', () => {
  it('exist for exactly the tenant keys of the spec', () => {
    expect(tenantKeys).toEqual([...specKeys].sort());
  });

  it.each(tenantKeys)('%s states the size its logo file has, so the header reserves the logo\'s place', (key) => {
    const svg = readFileSync(join(tenantsDir, key, 'assets', 'logo.svg'), 'utf8');
    const [, width, height] = /<svg\b[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg) ?? [];
    expect(tenants.get(key)!.header.logoSize).toEqual({ width: Number(width), height: Number(height) });
  });

  it.each(tenantKeys)('%s passes the tenant check, page texts included', async (key) => {
    expect(checkTenant(tenants.get(key), coreExtensionPoints, key)).toEqual([]);
    expect(await checkTenantPageTexts(tenants.get(key)!)).toEqual([]);
  });

  it.each(tenantKeys)('%s has a production host and <key>.localhost', (key) => {
    const { hosts } = tenants.get(key)!;
    expect(hosts).toContain(`${key}.localhost`);
    expect(hosts.some((host) => !host.endsWith('.localhost'))).toBe(true);
  });

  it.each(tenantKeys)('%s ships its logo and favicon as SVG files', (key) => {
    const { header, favicon } = tenants.get(key)!;
    for (const url of [header.logo, favicon]) {
      const path = fileURLToPath(url);
      expect(path.startsWith(join(tenantsDir, key, 'assets'))).toBe(true);
      expect(readFileSync(path, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect(readFileSync(fileURLToPath(header.logo), 'utf8')).toContain(tenants.get(key)!.name);
  });

  it.each(tenantKeys)('%s has distinct print and digital logo alt texts', (key) => {
    const { header, name } = tenants.get(key)!;
    expect(header.logoAltPrint).not.toBe(header.logoAltDigital);
    expect(header.logoAltPrint.startsWith(name)).toBe(true);
    expect(header.logoAltDigital.startsWith(name)).toBe(true);
  });
});

describe('values across tenants', () => {
  it('gives no two tenants the same host or tracking container', () => {
    const hosts = all().flatMap((tenant) => tenant.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    const containers = all().map((tenant) => tenant.trackingContainerId);
    expect(new Set(containers).size).toBe(containers.length);
  });

  it('turns region on for swb only', () => {
    expect(all().filter((tenant) => tenant.flags.region).map((tenant) => tenant.key)).toEqual(['swb']);
  });

  it('gives sz one valid-card month and all others six', () => {
    for (const tenant of all()) expect([tenant.key, tenant.validCardMonths]).toEqual([tenant.key, tenant.key === 'sz' ? 1 : 6]);
  });

  it('has exactly one publisher with customer numbers starting with 3 and its longer service hours', () => {
    const three = all().filter((tenant) => tenant.customerNumberFirstDigit === '3');
    expect(three.map((tenant) => tenant.key)).toEqual(['sz']);
    expect(three[0]!.contact.serviceHours).toEqual({
      weekdays: { from: '07:00', to: '18:00' },
      saturday: { from: '07:30', to: '12:30' },
    });
    for (const tenant of all().filter((t) => t.key !== 'sz')) {
      expect(tenant.customerNumberFirstDigit).toBe('2');
      expect(tenant.contact.serviceHours).toEqual({
        weekdays: { from: '07:00', to: '17:00' },
        saturday: { from: '07:30', to: '12:00' },
      });
    }
  });

  it('has exactly one tenant without advertising consent', () => {
    expect(all().filter((tenant) => !tenant.flags.advertisingConsent)).toHaveLength(1);
  });

  it('has exactly one tenant with the day-pass prefix DSZ1TAG and no other prefixes', () => {
    const withPrefix = all().filter((tenant) => tenant.flags.dayPassPrefixes.length > 0);
    expect(withPrefix.map((tenant) => [tenant.key, tenant.flags.dayPassPrefixes])).toEqual([['sz', ['DSZ1TAG']]]);
  });

  it('uses the spec constants for print start offset and orders without address', () => {
    for (const tenant of all()) {
      expect(tenant.flags.earliestStartDateOffsetForPrintInDays).toBe(10);
      expect(tenant.flags.orderWithoutAddressCustomizable).toBe(true);
    }
  });
});

describe('tenant texts', () => {
  it.each(tenantKeys)('%s names its first customer-number digit in the gpNr hint', (key) => {
    const tenant = tenants.get(key)!;
    expect(tenant.texts.customerNumberForm.gpNrHint).toContain('10-stellig');
    expect(tenant.texts.customerNumberForm.gpNrHint).toContain(`mit einer ${tenant.customerNumberFirstDigit}`);
  });

  it.each(tenantKeys)('%s interpolates the service contact', (key) => {
    for (const name of ['{{phone}}', '{{weekdays}}', '{{saturday}}']) expect(pageTexts.get(key)!.gpLocked.text).toContain(name);
  });

  it('gives only swb a hint on other local editions', () => {
    const withHint = tenantKeys.filter((key) => pageTexts.get(key)!.orderExists.otherEdition !== '');
    expect(withHint).toEqual(['swb']);
    expect(pageTexts.get('swb')!.orderExists.otherEdition).toMatch(/Lokalausgabe.*Leserservice/);
  });

  it('uses the spec wording for the wrong customer number', () => {
    for (const tenant of all()) expect(tenant.texts.customerNumberForm.wrongNumber).toBe('Keine gültigen Daten');
  });

  it.each(tenantKeys)('%s has no placeholder or leftover interpolation of the builder', (key) => {
    const strings = JSON.stringify([tenants.get(key)!.texts, pageTexts.get(key)]);
    expect(strings).not.toMatch(/lorem|TODO|\$\{|undefined|XXX/i);
    const interpolations = new Set(strings.match(/\{\{\w+\}\}/g));
    expect([...interpolations].sort()).toEqual(['{{phone}}', '{{saturday}}', '{{startDate}}', '{{weekdays}}']);
  });
});
