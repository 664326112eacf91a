import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { youngAdultFormNamespace, youngAdultFormTexts } from '../../plugins/young-adult/youngAdultFormTexts.ts';
import type { Tenant, TenantPageTexts } from '../tenant/defineTenant.ts';
import { coreTexts } from './coreTexts.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Texts a tenant may leave empty on purpose: the page then shows nothing for them. */
const optionalTexts = new Set(['orderExists:otherEdition']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `namespace:key` a translation function of a source file is called with, as far as literals show it. */
function usedKeys(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const keys: string[] = [];
  for (const hook of source.matchAll(/const \{ t(?:: (\w+))? \} = useTranslation\((?:'(\w+)')?\)/g)) {
    const alias = hook[1] ?? 't';
    const namespace = hook[2] ?? 'core';
    for (const call of source.matchAll(new RegExp(`\\b${alias}\\(([^)]*)\\)`, 'g'))) {
      for (const literal of call[1]!.matchAll(/'([a-z][a-zA-Z]*(?::[a-zA-Z]+)?)'/g)) {
        const key = literal[1]!;
        keys.push(key.includes(':') ? key : `${namespace}:${key}`);
      }
    }
  }
  return keys;
}

const used = new Map<string, string>();
for (const file of [...sourceFiles(join(root, 'core')), ...sourceFiles(join(root, 'plugins'))]) {
  for (const key of usedKeys(file)) used.set(key, relative(root, file));
}

const tenantKeys = readdirSync(join(root, 'tenants'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);
const tenants = new Map<string, Tenant & { readonly loadedPageTexts: TenantPageTexts }>();
beforeAll(async () => {
  for (const key of tenantKeys) {
    const tenant = ((await import(`../../tenants/${key}/tenant.ts`)) as { default: Tenant }).default;
    tenants.set(key, { ...tenant, loadedPageTexts: await tenant.pageTexts() });
  }
  // The first import of a tenant module loads all of core and the plugins: seconds on a busy machine.
}, 60_000);

/** Where a namespace's texts come from: core, a plugin's own texts, or the tenant's eager or page texts. */
function textOf(tenant: Tenant & { readonly loadedPageTexts: TenantPageTexts }, key: string): unknown {
  const [namespace, name] = key.split(':') as [string, string];
  const owned: Record<string, unknown> = { core: coreTexts, [youngAdultFormNamespace]: youngAdultFormTexts };
  const blocks = { ...tenant.texts, ...tenant.loadedPageTexts, ...owned } as Record<string, Record<string, unknown> | undefined>;
  return blocks[namespace]?.[name];
}

describe('text keys the code uses', () => {
  it('are found in the sources (the scan sees the pages)', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('orderExists:otherEdition')).toBe('core/pages/OrderExistsPage.tsx');
    expect(used.get('gpLocked:headline')).toBe('core/pages/GpLockedPage.tsx');
  });

  it.each(tenantKeys)('exist with a non-empty text for %s', (tenantKey) => {
    const tenant = tenants.get(tenantKey)!;
    const missing = [...used].filter(([key]) => {
      const text = textOf(tenant, key);
      if (optionalTexts.has(key)) return typeof text !== 'string';
      return Array.isArray(text) ? text.length === 0 : typeof text !== 'string' || text.trim() === '';
    });
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
  });
});
