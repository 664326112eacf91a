import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCommands } from '../allCommands.ts';
import type { CliContext } from '../CliContext.ts';
import { runCli } from '../runCli.ts';

// A temp project with a plugins/ of its own. That the files pass lint, typecheck and their test: cli/scaffoldsPassChecks.test.ts.
let temp: string;
const lines = { out: [] as string[], err: [] as string[] };

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'aboflow-plugin-new-'));
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function context(): CliContext {
  return { projectRoot: temp, tenantsRoot: join(temp, 'tenants'), distRoot: join(temp, 'dist'), env: {}, out: (l) => lines.out.push(l), err: (l) => lines.err.push(l) };
}

describe('plugin new', () => {
  it('scaffolds plugins/NAME/ and names what it wrote', async () => {
    expect(await runCli(['plugin', 'new', 'print-trial'], allCommands, context())).toBe(0);
    expect(lines.out.slice(0, 5)).toEqual([
      'Created plugins/print-trial/:',
      '  plugins/print-trial/index.ts',
      '  plugins/print-trial/noteDismissedState.ts',
      '  plugins/print-trial/PrintTrialNote.tsx',
      '  plugins/print-trial/index.test.ts',
    ]);
    const source = readFileSync(join(temp, 'plugins', 'print-trial', 'index.ts'), 'utf8');
    expect(source).toContain('export function printTrial(options: PrintTrialOptions = {})');
    expect(source).toContain("id: 'print-trial',");
  });

  it('refuses a bad name and an existing plugin', async () => {
    expect(await runCli(['plugin', 'new', 'Print_Trial'], allCommands, context())).toBe(2);
    expect(lines.err.at(-1)).toMatch(/^plugin new: "Print_Trial" is not a valid plugin name/);
    expect(await runCli(['plugin', 'new', 'print-trial'], allCommands, context())).toBe(1);
    expect(lines.err.at(-1)).toMatch(/print-trial already exists/);
  });
});
