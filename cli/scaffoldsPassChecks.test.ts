import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCommands } from './allCommands.ts';
import type { CliContext } from './CliContext.ts';
import { createScaffoldCheckProject, type ScaffoldCheckProject } from './createScaffoldCheckProject.ts';
import { runCli } from './runCli.ts';

const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
let project: ScaffoldCheckProject;
const lines = { out: [] as string[], err: [] as string[] };

beforeAll(async () => {
  // Core, the themes, the staff area and the shared tenant texts as they are; plugins/ and tenants/ hold only the new ones.
  project = createScaffoldCheckProject(projectRoot, ['core', 'themes', 'admin', 'tenants/_shared', 'tenants/listTenantKeys.ts']);
  const context: CliContext = {
    projectRoot: project.root,
    tenantsRoot: join(project.root, 'tenants'),
    distRoot: join(project.root, 'dist'),
    env: {},
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
  };
  expect(await runCli(['plugin', 'new', 'print-trial'], allCommands, context)).toBe(0);
  // A tenant that enables the new plugin: the two scaffolds must fit together.
  expect(await runCli(['tenant', 'new', 'demo', '--name', 'Demo Zeitung', '--plugins', 'print-trial,admin', '--yes'], allCommands, context)).toBe(0);
}, 60_000);
afterAll(() => project.remove());

const written = (folder: string) => readdirSync(join(project.root, folder), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

// Lint, typecheck and a test run in child processes: seconds each, more on a busy machine.
describe('what plugin new and tenant new write passes the project’s checks as written', { timeout: 180_000 }, () => {
  it('writes the plugin’s four files and the tenant package', () => {
    expect(written('plugins/print-trial').map((entry) => entry.name).sort()).toEqual(['PrintTrialNote.tsx', 'index.test.ts', 'index.ts', 'noteDismissedState.ts']);
    expect(written('tenants/demo').map((entry) => entry.name)).toContain('tenant.ts');
    expect(lines.err).toEqual([]);
  });

  it('passes the lint (biome with the project’s biome.jsonc and its import boundaries)', () => {
    const lint = project.lint(['plugins/print-trial', 'tenants/demo']);
    expect(lint.output).not.toMatch(/^::(error|warning)/m);
    expect(lint.status).toBe(0);
  });

  it('passes the typecheck with the project’s compiler options', () => {
    const typecheck = project.typecheck(['plugins/print-trial', 'tenants/demo']);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);
  });

  it('passes its own test', () => {
    const test = project.test(['plugins/print-trial/']);
    expect(test.output).toMatch(/Tests\s+3 passed \(3\)/);
    expect(test.status).toBe(0);
  });
});
