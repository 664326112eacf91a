import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliContext } from './CliContext.ts';
import { preview } from './commands/preview.ts';
import { runCli } from './runCli.ts';

const root = mkdtempSync(join(tmpdir(), 'aboflow-preview-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const key of ['nwz', 'sz']) {
  mkdirSync(join(root, 'tenants', key), { recursive: true });
  writeFileSync(join(root, 'tenants', key, 'tenant.ts'), 'export default {};\n');
}
mkdirSync(join(root, 'dist', 'sz'), { recursive: true });

function capture(): CliContext & { readonly errors: string[] } {
  const errors: string[] = [];
  return { projectRoot: root, tenantsRoot: join(root, 'tenants'), distRoot: join(root, 'dist'), env: {}, out: () => undefined, err: (line) => errors.push(line), errors };
}

describe('preview --tenant', () => {
  it('tells an unknown tenant from one not built yet: no package, the known keys and how to create it', async () => {
    const context = capture();
    expect(await runCli(['preview', '--tenant', 'nwx'], [preview], context)).toBe(1);
    const text = context.errors.join('\n');
    expect(text).toContain('preview: unknown tenant "nwx": there is no tenants/nwx/tenant.ts.');
    expect(text).toContain('Known tenants: nwz, sz.');
    expect(text).toContain('npm run tenant -- new nwx --name "Brand"');
    expect(text).not.toContain('not built');
  });

  it('names a known tenant without a bundle as not built yet and prints the build command', async () => {
    const context = capture();
    expect(await runCli(['preview', '--tenant', 'nwz'], [preview], context)).toBe(1);
    const text = context.errors.join('\n');
    expect(text).toContain('preview: tenant "nwz" is not built yet (dist/nwz/ has no index.html). Build it first:');
    expect(text).toContain('  npm run build -- --tenant nwz');
    expect(text).not.toContain('unknown tenant');
  });

  it('counts a dist folder without index.html as not built', async () => {
    const context = capture();
    expect(await runCli(['preview', '--tenant', 'sz'], [preview], context)).toBe(1);
    expect(context.errors.join('\n')).toContain('tenant "sz" is not built yet');
  });
});
