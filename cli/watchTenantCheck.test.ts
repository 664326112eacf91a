import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TenantCheckRun } from './runTenantCheck.ts';
import { runTenantCheck } from './runTenantCheck.ts';
import { watchTenantCheck } from './watchTenantCheck.ts';

const root = mkdtempSync(join(tmpdir(), 'aboflow-watch-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const repository = join(import.meta.dirname, '..');

/** Collects results and lets a test wait for the first one with a given outcome (one write may fire several events). */
function results() {
  let waiting: { readonly ok: boolean; readonly resolve: (run: TenantCheckRun) => void } | undefined;
  return {
    onResult: (run: TenantCheckRun) => {
      if (waiting?.ok === run.ok) waiting.resolve(run);
    },
    next: (ok: boolean) => new Promise<TenantCheckRun>((resolve) => (waiting = { ok, resolve })),
  };
}

describe('watchTenantCheck', () => {
  it('reruns the check on every change of the package and hands over its problems', async () => {
    const dir = join(root, 'pkg');
    mkdirSync(dir);
    writeFileSync(join(dir, 'tenant.ts'), 'fine');
    let runs = 0;
    const check = async (): Promise<TenantCheckRun> => {
      runs += 1;
      const text = readFileSync(join(dir, 'tenant.ts'), 'utf8');
      return text === 'fine' ? { ok: true, report: '' } : { ok: false, report: `nwz: hosts: ${text}` };
    };
    const heard = results();
    const watcher = watchTenantCheck({ dir, check, onResult: heard.onResult, debounceMs: 20 });
    try {
      expect(await watcher.current()).toEqual({ ok: true, report: '' });
      const broken = heard.next(false);
      writeFileSync(join(dir, 'tenant.ts'), 'broken');
      expect(await broken).toEqual({ ok: false, report: 'nwz: hosts: broken' });
      const fixed = heard.next(true);
      writeFileSync(join(dir, 'tenant.ts'), 'fine');
      expect(await fixed).toEqual({ ok: true, report: '' });
      // The first check and one after each of the two changes.
      expect(runs).toBeGreaterThanOrEqual(3);
    } finally {
      watcher.close();
    }
  });

  it('checks again after a change the bundler saw, even before the file watcher fires, and shares a run otherwise', async () => {
    const dir = join(root, 'noted');
    mkdirSync(dir);
    let runs = 0;
    const check = async () => {
      runs += 1;
      return { ok: true, report: String(runs) };
    };
    const watcher = watchTenantCheck({ dir, check, onResult: () => undefined, debounceMs: 10_000 });
    try {
      expect((await watcher.current()).report).toBe('1');
      expect((await watcher.current()).report).toBe('1');
      watcher.noteChange();
      const [first, second] = await Promise.all([watcher.current(), watcher.current()]);
      expect([first.report, second.report]).toEqual(['2', '2']);
    } finally {
      watcher.close();
    }
  });
});

describe('runTenantCheck', () => {
  it('reports a broken package with the tenant check’s own words, and a sound one as ok', async () => {
    const tenantsRoot = join(root, 'tenants');
    mkdirSync(join(tenantsRoot, 'nwz'), { recursive: true });
    writeFileSync(join(tenantsRoot, 'nwz', 'tenant.ts'), "export default { key: 'nwz', name: 'Nordwest-Zeitung' };\n");
    const broken = await runTenantCheck(repository, tenantsRoot, 'nwz');
    expect(broken.ok).toBe(false);
    expect(broken.report).toContain('nwz');
    expect(broken.report).toMatch(/hosts/);

    mkdirSync(join(tenantsRoot, 'stz'));
    writeFileSync(join(tenantsRoot, 'stz', 'tenant.ts'), `export { default } from ${JSON.stringify(join(repository, 'tenants', 'stz', 'tenant.ts'))};\n`);
    expect(await runTenantCheck(repository, tenantsRoot, 'stz')).toEqual({ ok: true, report: '' });
  }, 60_000);
});
