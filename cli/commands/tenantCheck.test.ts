import { join } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allCommands } from '../allCommands.ts';
import type { CliContext } from '../CliContext.ts';
import { runCli } from '../runCli.ts';

const projectRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

function context(): CliContext & { readonly lines: string[]; readonly errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { projectRoot, tenantsRoot: join(projectRoot, 'tenants'), distRoot: join(projectRoot, 'dist'), env: {}, out: (l) => lines.push(l), err: (l) => errors.push(l), lines, errors };
}

describe('tenant check', { timeout: 60_000 }, () => {
  it('suggests the tenant meant for a mistyped key', async () => {
    const run = context();
    expect(await runCli(['tenant', 'check', 'swbb'], allCommands, run)).toBe(1);
    expect(run.errors).toEqual(['Unknown tenant "swbb". Did you mean "swb"? Known tenants: cz, ez, kbb, kwz, lkz, lz, maz, stn, stz, swb, sz.']);
  });

  it('prints the result as JSON for machines', async () => {
    const run = context();
    expect(await runCli(['tenant', 'check', 'lz', '--json'], allCommands, run)).toBe(0);
    expect(JSON.parse(run.lines.join('\n'))).toEqual({ ok: true, tenants: [{ key: 'lz', ok: true }], problems: [] });
  });
});
