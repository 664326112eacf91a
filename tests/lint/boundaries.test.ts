import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const projectRoot = join(import.meta.dirname, '..', '..');
const biome = join(projectRoot, 'node_modules', '.bin', 'biome');

/** A probe file: where it sits in the code base and the one module it re-exports from. */
interface Probe {
  readonly path: string;
  readonly from: string;
}

// Each probe re-exports one name, so the only thing a lint can object to is where it comes from.
const violations: readonly Probe[] = [
  { path: 'core/funnel/usesPlugin.ts', from: '../../plugins/gift/index.ts' },
  { path: 'core/pages/usesAdmin.tsx', from: '../../admin/index.ts' },
  { path: 'core/app/usesCli.ts', from: '../../cli/loadTenant.ts' },
  { path: 'core/funnel/usesTenant.test.ts', from: '../../tenants/sz/tenant.ts' },
  { path: 'plugins/gift/usesCoreInside.ts', from: '../../core/funnel/buildOrderRequest.ts' },
  { path: 'plugins/gift/usesOtherPlugin.ts', from: '../bonus/index.ts' },
  { path: 'plugins/gift/usesTestSurface.ts', from: '../../core/testing.ts' },
  { path: 'plugins/gift/climbsOut.ts', from: './../../core/funnel/FunnelStore.ts' },
  { path: 'admin/users/usesCoreInside.ts', from: '../../core/funnel/buildOrderRequest.ts' },
  { path: 'tenants/sz/usesPluginInside.ts', from: '../../plugins/gift/giftTexts.ts' },
  { path: 'tenants/sz/usesThemeInside.ts', from: '../../themes/classic/fonts.css' },
  { path: 'tenants/sz/usesSandbox.ts', from: '../../sandbox/main.ts' },
];

const compliant: readonly Probe[] = [
  { path: 'core/funnel/usesCore.ts', from: '../api/createApiClient.ts' },
  { path: 'core/funnel/usesFixture.test.ts', from: '../tenant/tenantFixture.ts' },
  { path: 'plugins/gift/usesPublicSurface.ts', from: '../../core/index.ts' },
  { path: 'plugins/gift/UsesUi.tsx', from: '../../core/ui.ts' },
  { path: 'plugins/gift/usesOwnFolder.ts', from: './giftTexts.ts' },
  { path: 'plugins/gift/usesTestSurface.test.ts', from: '../../core/testing.ts' },
  { path: 'admin/users/usesPublicSurface.ts', from: '../../core/index.ts' },
  { path: 'tenants/sz/usesPlugin.ts', from: '../../plugins/gift/index.ts' },
  { path: 'tenants/sz/usesAdmin.ts', from: '../../admin/index.ts' },
  { path: 'tenants/sz/usesTheme.ts', from: '../../themes/classic/index.ts' },
  { path: 'tenants/sz/usesCore.ts', from: '../../core/tenant/defineTenant.ts' },
  { path: 'tenants/sz/usesSharedTexts.ts', from: '../_shared/publisherTexts.ts' },
];

/** One diagnostic of Biome's GitHub reporter: `::error title=<rule>,file=<path>,…::<message>`. */
interface Finding {
  readonly rule: string;
  readonly file: string;
}

let workspace = '';
let findings: readonly Finding[] = [];
let exitCode: number | null = null;

// The probes are laid out by their code-base path in a temporary folder beside a copy of the real biome.jsonc,
// so the rules are tested exactly as `npm run lint` applies them, and no probe ever lands in the code base.
beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'aboflow-lint-'));
  copyFileSync(join(projectRoot, 'biome.jsonc'), join(workspace, 'biome.jsonc'));
  for (const probe of [...violations, ...compliant]) {
    mkdirSync(join(workspace, dirname(probe.path)), { recursive: true });
    writeFileSync(join(workspace, probe.path), `export { probe } from '${probe.from}';\n`);
  }
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=github', '--max-diagnostics=none', '.'], {
    cwd: workspace,
    encoding: 'utf8',
  });
  exitCode = run.status;
  findings = [...run.stdout.matchAll(/^::\w+ title=([^,]+),file=([^,]+),/gm)].map(([, rule = '', file = '']) => ({
    rule,
    file: file.replace(`${workspace}/`, ''),
  }));
});

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const findingsOf = (path: string) => findings.filter((finding) => finding.file === path).map((finding) => finding.rule);

describe('lint: import boundaries (docs/architecture.md, "Lint and formatting")', () => {
  it('fails the lint run when any file breaks a boundary', () => {
    expect(exitCode).toBe(1);
  });

  it.each(violations)('refuses $path importing $from', ({ path }) => {
    expect(findingsOf(path)).toEqual(['lint/style/noRestrictedImports']);
  });

  it.each(compliant)('lets $path import $from', ({ path }) => {
    expect(findingsOf(path)).toEqual([]);
  });
});
