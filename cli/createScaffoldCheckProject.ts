import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** What a check printed and how it ended. */
interface CheckRun {
  readonly status: number | null;
  readonly output: string;
}

/** A throwaway project beside the real one: see {@link createScaffoldCheckProject}. */
export interface ScaffoldCheckProject {
  /** Its root, the `projectRoot` to give the CLI. */
  readonly root: string;
  /** `biome lint` with the project's biome.jsonc, warnings counted as errors, on `paths` (relative to `root`). */
  readonly lint: (paths: readonly string[]) => CheckRun;
  /** `tsc --noEmit` with the project's compiler options on `paths` (relative to `root`) and what they import. */
  readonly typecheck: (paths: readonly string[]) => CheckRun;
  /** `vitest run` on `paths` (relative to `root`). */
  readonly test: (paths: readonly string[]) => CheckRun;
  readonly remove: () => void;
}

/**
 * A project in the OS temp folder laid out like the real one, for checking what a scaffold command writes
 * exactly as `npm run lint` and the typecheck judge it in the real tree: `linked` folders point to the real ones
 * (`plugins/gift` links one plugin, so plugins/ itself stays the project's own for a new plugin), and biome.jsonc
 * and the compiler options are the project's. A scaffold written into the real plugins/ or tenants/ would show up
 * in the tests that list every plugin or tenant while the unit tests run.
 */
export function createScaffoldCheckProject(projectRoot: string, linked: readonly string[]): ScaffoldCheckProject {
  const root = mkdtempSync(join(tmpdir(), 'aboflow-scaffold-'));
  for (const path of ['node_modules', 'types', ...linked]) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    symlinkSync(join(projectRoot, path), join(root, path));
  }
  copyFileSync(join(projectRoot, 'biome.jsonc'), join(root, 'biome.jsonc'));
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  const { compilerOptions } = JSON.parse(readFileSync(join(projectRoot, 'tsconfig.json'), 'utf8')) as { compilerOptions: object };
  const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);
  const run = (command: string, args: readonly string[]): CheckRun => {
    const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    return { status: result.status, output: stripVTControlCharacters(`${result.stdout}${result.stderr}`) };
  };
  return {
    root,
    // Outside a git work tree biome cannot read .gitignore, so the VCS integration is off, as in tests/lint/boundaries.test.ts.
    lint: (paths) => run(bin('biome'), ['lint', '--vcs-enabled=false', '--error-on-warnings', '--reporter=github', '--max-diagnostics=none', ...paths]),
    typecheck: (paths) => {
      writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: [...paths, 'types'] }));
      return run(bin('tsc'), ['--noEmit', '-p', join(root, 'tsconfig.json')]);
    },
    test: (paths) => run(bin('vitest'), ['run', '--root', root, '--reporter', 'dot', ...paths]),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
