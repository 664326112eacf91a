import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { listFiles } from '../../cli/listFiles.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { loadTenant } from '../../cli/loadTenant.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import type { ScriptInventory } from '../../cli/createScriptInventory.ts';
import type { HeaderSet } from '../../sandbox/server/HeaderSet.ts';
import { startSandbox, type RunningSandbox } from '../../sandbox/startSandbox.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);
const tenants = new Map<string, Tenant>();
const payingPlugins: Record<string, string> = { card: 'https://secure.pay1.de', paypal: 'https://www.paypal.com' };

beforeAll(async () => {
  for (const key of tenantKeys) tenants.set(key, (await loadTenant(projectPaths.tenantsRoot, key)) as Tenant);
}, 60_000);

/** One directive's sources from a policy: "script-src 'self' x" → ["'self'", "x"]. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([first]) => first === name);
  expect(found, `${name} in ${policy}`).toBeDefined();
  return found!.slice(1);
}

const consentScripts = (tenant: Tenant) => ['consent.js', tenant.consent.tenantLayerScript].map((file) => `${tenant.consent.host.replace(/\/$/, '')}/${file}`);
const sha384 = (content: Buffer | string) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** Serves a bundle as `aboflow preview` / `serve` do (the sandbox's static serving) for the duration of `body`. */
async function serving<T>(bundle: string, body: (sandbox: RunningSandbox) => Promise<T>): Promise<T> {
  const sandbox = await startSandbox({ port: 0, mode: 'test', latencyMs: 0, secret: 'test', faults: [], staticDir: requireBuiltBundle(projectPaths.distRoot, bundle) });
  try {
    return await body(sandbox);
  } finally {
    await sandbox.close();
  }
}

describe('each tenant’s index.html as served: policy, integrity, headers', () => {
  it.each(tenantKeys)('%s', async (key) => {
    const tenant = tenants.get(key)!;
    await serving(key, async (sandbox) => {
      const page = await fetch(`${sandbox.url}/neubestellung/abo/?wa=X`);
      const html = await page.text();
      expect(html).toBe(readFileSync(join(projectPaths.distRoot, key, 'index.html'), 'utf8'));
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const policy = page.headers.get('content-security-policy') ?? '';

      // Scripts: own origin, inline scripts by hash only, this tenant's consent scripts and tag manager, nobody else's.
      const scriptSrc = directive(policy, 'script-src');
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length).toBeGreaterThanOrEqual(1);
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
      expect(hashes).toEqual(inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`));
      expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", ...consentScripts(tenant), 'https://www.googletagmanager.com/gtm.js']));
      for (const other of tenants.values()) {
        if (new URL(other.consent.host).origin === new URL(tenant.consent.host).origin) continue;
        expect(policy, `${other.key}'s consent host`).not.toContain(new URL(other.consent.host).origin);
      }
      const consentOrigin = new URL(tenant.consent.host).origin;
      expect(directive(policy, 'connect-src')).toEqual(["'self'", consentOrigin, 'https://www.googletagmanager.com']);
      expect(directive(policy, 'style-src')).toEqual(["'self'", consentOrigin]);
      expect(directive(policy, 'font-src')).toEqual(["'self'"]);
      // Payment providers' frames and form targets only for a tenant that enables the plugin.
      const providers = tenant.plugins.map((plugin) => payingPlugins[plugin.id]).filter((origin) => origin !== undefined);
      expect(directive(policy, 'frame-src')).toEqual([consentOrigin, ...providers]);
      expect(directive(policy, 'form-action')).toEqual(["'self'", ...providers]);
      expect(directive(policy, 'default-src')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);

      // SRI: every script, stylesheet and entry script's preload carries the hash of the file the server sends (the
      // loader's script element takes it from the preload). A preloaded chunk does not: the bundler's chunk loader
      // requests it without integrity, and only a preload like that request is used.
      const isEntryPreload = (attributes: string) => /\sdata-entry-script\b/.test(attributes);
      const tags = [...html.matchAll(/<(script|link)\b([^>]*)>/g)].filter(([, name, attributes]) =>
        name === 'script' ? / src=/.test(attributes!) : /rel="(stylesheet|modulepreload)"/.test(attributes!) || isEntryPreload(attributes!),
      );
      for (const [preload, attributes] of html.matchAll(/<link\b([^>]*as="script"[^>]*)>/g))
        if (!isEntryPreload(attributes!)) expect(preload).not.toMatch(/integrity=|crossorigin=/);
      expect(tags.filter(([, , attributes]) => isEntryPreload(attributes!)).length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeGreaterThanOrEqual(4);
      for (const [tag, , attributes] of tags) {
        const url = /(?:src|href)="([^"]+)"/.exec(attributes!)![1]!;
        const integrity = /integrity="([^"]+)"/.exec(attributes!)?.[1];
        expect(integrity, tag).toMatch(/^sha384-/);
        expect(attributes, tag).toContain('crossorigin="anonymous"');
        const asset = await fetch(`${sandbox.url}${url}`);
        expect(integrity, url).toBe(sha384(Buffer.from(await asset.arrayBuffer())));
        expect(asset.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
        expect(asset.headers.get('x-content-type-options'), url).toBe('nosniff');
      }

      // The staff area gets the same policy, with injected styles allowed.
      const staff = await fetch(`${sandbox.url}/internal/`);
      expect(directive(staff.headers.get('content-security-policy') ?? '', 'style-src')).toEqual(["'self'", "'unsafe-inline'", consentOrigin]);
    });
  });
});

describe('what the build writes for publishers', () => {
  it.each([...tenantKeys, allTenantsName])('%s: headers.json is what the server sends; the inventory lists every script with its hash and reason', async (bundle) => {
    const dir = requireBuiltBundle(projectPaths.distRoot, bundle);
    const set = JSON.parse(readFileSync(join(dir, 'security', 'headers.json'), 'utf8')) as HeaderSet;
    const text = readFileSync(join(dir, 'security', '_headers'), 'utf8');
    expect(text).toContain(`  Content-Security-Policy: ${set.document['Content-Security-Policy']}`);
    expect(text).toContain(`  Cache-Control: ${set.hashedAsset['Cache-Control']}`);
    expect(set.document['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(text).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
    await serving(bundle, async (sandbox) => {
      const page = await fetch(`${sandbox.url}/`);
      for (const [name, value] of Object.entries(set.document)) expect(page.headers.get(name), name).toBe(value);
    });
    const inventory = JSON.parse(readFileSync(join(dir, 'security', 'script-inventory.json'), 'utf8')) as ScriptInventory;
    const listed = new Map(inventory.scripts.map((script) => [script.src, script]));
    const files = listFiles(dir, ['.js', '.mjs']);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const path = `/${file.slice(dir.length + 1).split(/[\\/]/).join('/')}`;
      expect(listed.get(path)?.sha384, path).toBe(sha384(readFileSync(file)));
    }
    for (const script of inventory.scripts) expect(script.why.length, script.src).toBeGreaterThan(10);
    const served = bundle === allTenantsName ? [...tenants.values()] : [tenants.get(bundle)!];
    for (const tenant of served) {
      for (const src of consentScripts(tenant)) expect(listed.get(src)?.loading, src).toBe('third-party');
      expect(listed.has(`https://www.googletagmanager.com/gtm.js?id=${tenant.trackingContainerId}`)).toBe(true);
    }
    // The early requests, the entry scripts' downloads and their loader, the route preloads, and in a tenant bundle the
    // line that keeps its Start page off other paths, each with its own reason.
    const inline = inventory.scripts.filter((script) => script.loading === 'inline');
    const count = bundle === allTenantsName ? 4 : 5;
    expect(inline).toHaveLength(count);
    expect(new Set(inline.map((script) => script.why)).size).toBe(count);
    expect(inventory.scripts.filter((script) => script.loading === 'initial').length).toBeGreaterThanOrEqual(2);
  });

  it('the multi-tenant bundle’s policy is the union of every tenant’s sources', () => {
    const set = JSON.parse(readFileSync(join(requireBuiltBundle(projectPaths.distRoot, allTenantsName), 'security', 'headers.json'), 'utf8')) as HeaderSet;
    const scriptSrc = directive(set.document['Content-Security-Policy']!, 'script-src');
    for (const tenant of tenants.values()) expect(scriptSrc).toEqual(expect.arrayContaining(consentScripts(tenant)));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
