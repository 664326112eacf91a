import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeEntries } from './writeEntries.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('writeEntries', () => {
  it('writes one entry per tenant and the multi-tenant registry with lazy imports, and drops stale entries', () => {
    root = mkdtempSync(join(tmpdir(), 'aboflow-entries-'));
    const entriesDir = join(root, '.aboflow', 'entries');
    writeEntries({
      projectRoot: root,
      tenantsRoot: join(root, 'tenants'),
      entriesDir,
      tenants: [{ key: 'gone', hosts: ['gone.localhost'] }],
    });
    writeFileSync(join(entriesDir, 'notes.txt'), 'kept');
    const files = writeEntries({
      projectRoot: root,
      tenantsRoot: join(root, 'tenants'),
      entriesDir,
      tenants: [
        { key: 'sz', hosts: ['abo.sueddeutsche.de', 'sz.localhost'] },
        { key: 'swb', hosts: ['swb.localhost'] },
        { key: 'stz', hosts: ['stz.localhost'], name: 'Stuttgarter "Zeitung"', otherOffersUrl: 'https://www.stuttgarter-zeitung.de/abo' },
      ],
    });
    expect(Object.keys(files).sort()).toEqual(['_all', 'stz', 'swb', 'sz']);
    expect(existsSync(join(entriesDir, 'gone.ts'))).toBe(false);
    expect(existsSync(join(entriesDir, 'notes.txt'))).toBe(true);
    const single = readFileSync(files.sz!, 'utf8');
    // The entry starts its modules in steps, a task each: React DOM, the tenant, the runtime, the app (eager imports, no chunk).
    const steps = [...single.matchAll(/import\(\/\* webpackMode: "eager" \*\/ ([^)]+)\)/g)].map((match) => match[1]);
    expect(steps).toEqual([
      `'react-dom/client'`,
      `"../../tenants/sz/tenant.ts"`,
      `"../../core/app/createFunnelRuntime.ts"`,
      `"../../core/app/mountApp.tsx"`,
    ]);
    expect(single.match(/await nextTask\(\);/g)).toHaveLength(3);
    expect(single).toContain('mountTenant(tenant);');
    expect(single).not.toContain('swb');
    const all = readFileSync(files._all!, 'utf8');
    expect(all).toContain(
      `{ key: "sz", hosts: ["abo.sueddeutsche.de","sz.localhost"], load: () => import("../../tenants/sz/tenant.ts").then((m) => m.default) },`,
    );
    expect(all).toContain(
      `{ key: "swb", hosts: ["swb.localhost"], load: () => import("../../tenants/swb/tenant.ts").then((m) => m.default) },`,
    );
    // Name and offers page feed the Unsupported Tenant page's way out, quoted as JSON.
    expect(all).toContain(
      `{ key: "stz", hosts: ["stz.localhost"], name: "Stuttgarter \\"Zeitung\\"", offersUrl: "https://www.stuttgarter-zeitung.de/abo", load: () => import("../../tenants/stz/tenant.ts").then((m) => m.default) },`,
    );
    expect(all).toContain('mountTenantRegistry(registry);');
    expect(all).not.toMatch(/^import tenant/m);
  });
});
