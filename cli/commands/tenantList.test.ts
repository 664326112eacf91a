import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allCommands } from '../allCommands.ts';
import type { CliContext } from '../CliContext.ts';
import { runCli } from '../runCli.ts';

const projectRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
let distRoot: string;
beforeEach(() => {
  distRoot = mkdtempSync(join(tmpdir(), 'aboflow-dist-'));
});
afterEach(() => rmSync(distRoot, { recursive: true, force: true }));

function context(): CliContext & { readonly lines: string[]; readonly errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { projectRoot, tenantsRoot: join(projectRoot, 'tenants'), distRoot, env: {}, out: (l) => lines.push(l), err: (l) => errors.push(l), lines, errors };
}

describe('tenant list', { timeout: 60_000 }, () => {
  it('lists key, name, hosts, theme, plugins and "not built" without a size report', async () => {
    const run = context();
    expect(await runCli(['tenant', 'list'], allCommands, run)).toBe(0);
    expect(run.lines[0]).toMatch(/^key\s+name\s+hosts\s+theme\s+plugins\s+Start route$/);
    const lz = run.lines.find((line) => line.startsWith('lz '));
    expect(lz).toMatch(/^lz\s+Lahrer Zeitung\s+abo\.lahrer-zeitung\.de, lz\.localhost\s+regional\s+admin\s+not built$/);
    expect(run.lines.at(-1)).toMatch(/^11 tenant\(s\)/);
  });

  it('shows the Start route size from dist/size-report.json once built, also as JSON', async () => {
    mkdirSync(distRoot, { recursive: true });
    writeFileSync(join(distRoot, 'size-report.json'), JSON.stringify({ unit: '', startRouteBudget: 136000, bundles: { sz: { bundle: 'sz', initialJsGzip: 135312, initialJsFiles: [], totalJsGzip: 0, cssGzip: 0 } } }));
    const run = context();
    expect(await runCli(['tenant', 'list'], allCommands, run)).toBe(0);
    expect(run.lines.find((line) => line.startsWith('sz '))).toMatch(/gift, lwl, student, young-adult, bonus, cash-bonus, loyalty, card, paypal, voucher, admin\s+135\.3 kB$/);
    const json = context();
    expect(await runCli(['tenant', 'list', '--json'], allCommands, json)).toBe(0);
    const rows = JSON.parse(json.lines.join('\n')) as { key: string; theme: string; startRouteGzip: number | null }[];
    expect(rows.find((row) => row.key === 'sz')).toMatchObject({ theme: 'classic', startRouteGzip: 135312 });
    expect(rows.find((row) => row.key === 'lz')!.startRouteGzip).toBeNull();
  });
});
