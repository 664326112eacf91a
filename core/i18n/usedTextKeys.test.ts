import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant, TenantPageTexts } from '../tenant/defineTenant.ts';
import { coreTexts } from './coreTexts.ts';
import type { TextNamespace } from './TextNamespace.ts';

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

/** A text namespace a source file reads through `useTexts(name)` or `translate(…, name, 'key')`, with the keys it names. */
interface NamespaceUse {
  readonly file: string;
  readonly module: string;
  readonly name: string;
  readonly keys: readonly string[];
}

/** Every literal key a file reads from a text namespace (`TextNamespace`) it imports, by the namespace's import. */
function namespaceUses(file: string): NamespaceUse[] {
  const source = readFileSync(file, 'utf8');
  const uses: NamespaceUse[] = [];
  const moduleOf = (name: string): string | undefined => {
    const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(source)?.[1];
    return from ? resolve(dirname(file), from) : undefined;
  };
  for (const hook of source.matchAll(/const (\w+) = useTexts\((\w+)\)/g)) {
    const [, alias, name] = hook as unknown as [string, string, string];
    const module = moduleOf(name);
    if (!module) continue;
    const keys = [...source.matchAll(new RegExp(`\\b${alias}\\('(\\w+)'`, 'g'))].map((call) => call[1]!);
    uses.push({ file, module, name, keys });
  }
  for (const call of source.matchAll(/\btranslate\([^,]+, (\w+), '(\w+)'/g)) {
    const module = moduleOf(call[1]!);
    if (module) uses.push({ file, module, name: call[1]!, keys: [call[2]!] });
  }
  return uses;
}

const used = new Map<string, string>();
const namespaceUsesFound: NamespaceUse[] = [];
for (const file of [...sourceFiles(join(root, 'core')), ...sourceFiles(join(root, 'plugins'))]) {
  for (const key of usedKeys(file)) used.set(key, relative(root, file));
  namespaceUsesFound.push(...namespaceUses(file));
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
  const owned: Record<string, unknown> = { core: coreTexts };
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

// Texts of a plugin or a core page declared as a TextNamespace: the ones a file names must be there, non-empty.
describe('text keys the code reads from its own namespaces', () => {
  it('are found in the sources (core pages and the plugins)', () => {
    const files = new Set(namespaceUsesFound.map((use) => relative(root, use.file)));
    expect(files).toContain('plugins/loyalty/LoyaltySection.tsx');
    expect(files).toContain('plugins/young-adult/YoungAdultStep.tsx');
    expect(files).toContain('core/pages/start/StartDateSection.tsx');
    expect(files).toContain('core/pages/start/startDateError.ts');
    for (const file of [
      'plugins/gift/GiverAddressStep.tsx',
      'plugins/gift/GiftTimeLimitSection.tsx',
      'plugins/gift/giftParties.ts',
      'plugins/lwl/RecruiterAddressStep.tsx',
      'plugins/lwl/lwlParties.ts',
      'plugins/bonus/BonusCartWidget.tsx',
      'plugins/bonus/BonusSelectionStep.tsx',
      'plugins/bonus/BonusVerificationBlock.tsx',
      'plugins/student/CertificatePicker.tsx',
      'plugins/student/CertificatePreview.tsx',
    ]) {
      expect(files).toContain(file);
    }
    expect(namespaceUsesFound.flatMap((use) => use.keys).length).toBeGreaterThan(20);
  });

  it('exist with a non-empty text in the namespace the file imports', async () => {
    const missing: string[] = [];
    for (const use of namespaceUsesFound) {
      const module = (await import(use.module.endsWith('.ts') ? use.module : `${use.module}.ts`)) as Record<
        string,
        TextNamespace | undefined
      >;
      const namespace = module[use.name];
      if (!namespace) {
        missing.push(`${use.name} is no export of ${relative(root, use.module)} (${relative(root, use.file)})`);
        continue;
      }
      for (const key of use.keys) {
        // A plural is read by its base key (`months` with `count`): its `_one` and `_other` forms must both be there.
        const forms = key in namespace.texts ? [key] : [`${key}_one`, `${key}_other`];
        for (const text of forms.map((form) => namespace.texts[form]))
          if (typeof text !== 'string' || text.trim() === '') missing.push(`${namespace.namespace}:${key} (${relative(root, use.file)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
