import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allTenantsName } from '../../cli/allTenantsName.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { eagerCompileHint } from '../../cli/pluginEagerCompileEntryScripts.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const bundles = [...listTenantKeys(projectPaths.tenantsRoot), allTenantsName];

// docs/performance.md, "Compiled while they download": the entry scripts ask V8 to compile all their functions while
// they stream in; the lazily loaded chunks keep V8's default.
describe('the compile hint of the entry scripts', () => {
  it.each(bundles)('bundle %s: each entry script starts with the hint; no lazily loaded chunk has it', (bundle) => {
    const dir = requireBuiltBundle(projectPaths.distRoot, bundle);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const entryScripts = [...html.matchAll(/<link\b[^>]*\sdata-entry-script\b[^>]*>/g)].map(([tag]) => /\shref="\/([^"]+)"/.exec(tag)![1]!);
    expect(entryScripts.length).toBeGreaterThanOrEqual(2);
    for (const file of entryScripts) {
      expect(readFileSync(join(dir, file), 'utf8').startsWith(`${eagerCompileHint}\n`), file).toBe(true);
    }
    const asyncDir = join(dir, 'static', 'js', 'async');
    const lazyChunks = readdirSync(asyncDir).filter((file) => file.endsWith('.js'));
    expect(lazyChunks.length).toBeGreaterThan(0);
    for (const file of lazyChunks) expect(readFileSync(join(asyncDir, file), 'utf8').includes(eagerCompileHint), file).toBe(false);
  });
});
