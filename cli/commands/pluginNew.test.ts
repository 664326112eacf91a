import { stripVTControlCharacters } from 'node:util';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCommands } from '../allCommands.ts';
import type { CliContext } from '../CliContext.ts';
import { runCli } from '../runCli.ts';

const projectRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);
// A temp project: core/, types/ and node_modules/ linked from the checkout, plugins/ of its own.
let temp: string;
const lines = { out: [] as string[], err: [] as string[] };

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'aboflow-plugin-new-'));
  for (const folder of ['core', 'types', 'node_modules']) symlinkSync(join(projectRoot, folder), join(temp, folder));
  const { compilerOptions } = JSON.parse(readFileSync(join(projectRoot, 'tsconfig.json'), 'utf8')) as { compilerOptions: object };
  writeFileSync(join(temp, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['plugins', 'types'] }));
  writeFileSync(join(temp, 'package.json'), '{ "type": "module" }');
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function context(): CliContext {
  return { projectRoot: temp, tenantsRoot: join(temp, 'tenants'), distRoot: join(temp, 'dist'), env: {}, out: (l) => lines.out.push(l), err: (l) => lines.err.push(l) };
}

// Type-checks and runs a fresh plugin in a child process: slow on a busy machine.
describe('plugin new', { timeout: 180_000 }, () => {
  it('scaffolds a plugin that typechecks and passes its own test at once', async () => {
    expect(await runCli(['plugin', 'new', 'print-trial'], allCommands, context())).toBe(0);
    expect(lines.out.slice(0, 4)).toEqual([
      'Created plugins/print-trial/:',
      '  plugins/print-trial/index.ts',
      '  plugins/print-trial/PrintTrialNote.tsx',
      '  plugins/print-trial/index.test.ts',
    ]);
    const source = readFileSync(join(temp, 'plugins', 'print-trial', 'index.ts'), 'utf8');
    expect(source).toContain("export const pluginMarker = 'aboflow-plugin:print-trial';");
    expect(source).toContain('export function printTrial(options: PrintTrialOptions = {})');
    const typecheck = spawnSync(bin('tsc'), ['--noEmit', '-p', join(temp, 'tsconfig.json')], { encoding: 'utf8' });
    expect(typecheck.stdout + typecheck.stderr).toBe('');
    expect(typecheck.status).toBe(0);
    const test = spawnSync(bin('vitest'), ['run', '--root', temp, '--reporter', 'dot', 'plugins/print-trial/'], { encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    // Colour codes may still come through a forced-colour environment: strip them before reading the summary.
    expect(stripVTControlCharacters(test.stdout)).toMatch(/Tests\s+2 passed \(2\)/);
    expect(test.status).toBe(0);
  });

  it('refuses a bad name and an existing plugin', async () => {
    expect(await runCli(['plugin', 'new', 'Print_Trial'], allCommands, context())).toBe(2);
    expect(lines.err.at(-1)).toMatch(/^plugin new: "Print_Trial" is not a valid plugin name/);
    expect(await runCli(['plugin', 'new', 'print-trial'], allCommands, context())).toBe(1);
    expect(lines.err.at(-1)).toMatch(/print-trial already exists/);
  });
});
